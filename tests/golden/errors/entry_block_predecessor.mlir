// RUN: tbuf %s
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
  "cf.br"()[^bb0] : () -> ()
}) : () -> ()
