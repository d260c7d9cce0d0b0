// The bufferization passes, with mlir-opt's names and options:
//   one-shot-bufferize, empty-tensor-to-alloc-tensor        (passes_one_shot.cc, passes_empty_tensor.cc)
//   eliminate-empty-tensors                                 (eliminate_empty_tensors_pass.cc)
//   drop-equivalent-buffer-results, buffer-results-to-out-params
//                                                           (drop_equivalent_buffer_results.cc,
//                                                            buffer_results_to_out_params.cc)
// registerBufferizationPasses() (passes.cc) registers them all.
#pragma once

namespace tbuf::bufferization {

void registerBufferizationPasses();

void registerOneShotBufferizePass();
void registerEmptyTensorToAllocTensorPass();
void registerEliminateEmptyTensorsPass();
void registerDropEquivalentBufferResultsPass();
void registerBufferResultsToOutParamsPass();

}  // namespace tbuf::bufferization
