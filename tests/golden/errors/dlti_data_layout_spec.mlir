// RUN: tbuf %s --split-input-file
// Malformed data layout specifications, with mlir-opt-22's messages and
// locations.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32, index = 64>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"k", 1>, "k" = 2>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index = >} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<not_a_type = 1>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<index = [1, 2>} {}
