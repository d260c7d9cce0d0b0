// RUN: tbuf %s
// An `index` entry must be an integer. mlir-opt-22 reports this when it
// verifies the module (at the module, 4:1 here); tbuf reports it at the
// specification while parsing.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, "wide">>} {}
