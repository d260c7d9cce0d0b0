// RUN: tbuf %s --promote-buffers-to-stack=max-alloc-size-in-bytes=64 --split-input-file
// The size of `index` comes from the closest enclosing data layout
// specification (#dlti.dl_spec), 64 bits without one.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 16>>} {
  func.func @narrow_index() {
    // 32 x 16 bits = 64 bytes: promoted.
    %0 = memref.alloc() : memref<32xindex>
    // 33 x 16 bits: too large.
    %1 = memref.alloc() : memref<33xindex>
    // Other element types keep their sizes.
    %2 = memref.alloc() : memref<16xi32>
    %3 = memref.alloc() : memref<17xi32>
    return
  }
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index = 128 : i32, "unrelated" = 7>} {
  // An inner specification without an `index` entry keeps the outer one.
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<"other" = 1>} {
    func.func @wide_index() {
      // 4 x 128 bits = 64 bytes: promoted; 5 x 128 bits: not.
      %0 = memref.alloc() : memref<4xindex>
      %1 = memref.alloc() : memref<5xindex>
      return
    }
  }
}

// -----

func.func @default_index() {
  // 8 x 64 bits = 64 bytes: promoted; 9 x 64 bits: not.
  %0 = memref.alloc() : memref<8xindex>
  %1 = memref.alloc() : memref<9xindex>
  return
}
