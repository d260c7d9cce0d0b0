// The deallocation passes and buffer optimisations, with mlir-opt's names and
// options (as mlir-opt names them). Each register* function lives in the file that
// implements its pass; registerDeallocationPasses() (passes.cc) calls them all.
//   expand-realloc                                   expand_realloc.cc
//   ownership-based-buffer-deallocation              ownership_based_deallocation_pass.cc
//   buffer-deallocation-simplification               deallocation_simplification_pass.cc
//   bufferization-lower-deallocations,
//   convert-bufferization-to-memref                  lower_deallocations_pass.cc
//   buffer-deallocation-pipeline (named pipeline)    deallocation_pipeline.cc
//   buffer-hoisting, buffer-loop-hoisting            buffer_hoisting_pass.cc
//   promote-buffers-to-stack                         promote_buffers_to_stack.cc
//   copy-removal                                     copy_removal.cc
//   optimize-allocation-liveness                     optimize_allocation_liveness.cc
#pragma once

namespace tbuf::dealloc {

void registerDeallocationPasses();

void registerExpandReallocPass();
void registerOwnershipBasedBufferDeallocationPass();
void registerBufferDeallocationSimplificationPass();
void registerLowerDeallocationsPasses();
void registerBufferDeallocationPipeline();
void registerBufferHoistingPasses();
void registerPromoteBuffersToStackPass();
void registerCopyRemovalPass();
void registerOptimizeAllocationLivenessPass();

}  // namespace tbuf::dealloc
