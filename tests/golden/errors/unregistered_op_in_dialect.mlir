// RUN: tbuf %s
"func.fnuc"() : () -> ()
