// RUN: tbuf %s
// #dlti.dl_spec and #dlti.dl_entry in both spellings print as mlir-opt-22
// prints them: `key = value` entries with typed values.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  func.func @f() attributes {a.entry = #dlti.dl_entry<index,16>, a.spec = #dlti.dl_spec<
      index = 8 : i32 ,
      i32 = dense<[32, 64]> : vector<2xi64>,
      "dlti.stack_alignment" = 128>, a.empty = #dlti.dl_spec<>} {
    return
  }
  module @inner {
  }
}
