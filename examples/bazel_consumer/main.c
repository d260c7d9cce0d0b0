/* Calls the functions tbuf generated from kernels.mlir (declared in the
 * generated header kernels.h) and prints their results. Results are buffers
 * the generated code allocated with tbufAlloc: the caller frees them with
 * tbufFree; tbufReport() then confirms nothing leaked. */
#include <stdio.h>

#include "kernels.h"

static void print4(const char *name, TbufMemRef_f32_1 m) {
  printf("%s =", name);
  for (int64_t i = 0; i < m.sizes[0]; i++)
    printf(" %g", m.aligned[m.offset + i * m.strides[0]]);
  printf("\n");
}

int main(void) {
  float xs[4] = {1, 2, 3, 4};
  float ys[4] = {10, 20, 30, 40};
  /* {allocated, aligned, offset, sizes, strides} (docs/c-abi.md). */
  TbufMemRef_f32_1 x = {xs, xs, 0, {4}, {1}};
  TbufMemRef_f32_1 y = {ys, ys, 0, {4}, {1}};

  TbufMemRef_f32_1 r = axpy(2.0f, x, y);
  print4("axpy(2, x, y)", r);
  TbufMemRef_f32_1 s = running_sum(x);
  print4("running_sum(x)", s);

  tbufFree(r.allocated);
  tbufFree(s.allocated);
  return tbufReport(); /* 1 on a leak or a bad free */
}
