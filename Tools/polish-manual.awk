# Polishes the man page swift-argument-parser's generate-manual writes from
# barskin's help, so that `man barskin` reads as the help does:
# - no hyphenation, and no line break after a word's own hyphen: paths and flags
#   (App.xcassets, /absolute/PATH, --warnings-as-errors) are copied from the page;
# - no empty lines, which mdoc warns about ("Empty input line") once each: a blank
#   line between the help's paragraphs becomes the paragraph macro .Pp;
# - a help line that starts with a dot (".imageset folder", ".build, DerivedData")
#   stays text: roff would take it for a macro and drop the line;
# - EXIT STATUS lists barskin's own codes, 0, 1 and 64, instead of .Ex -std's ">0 if an error occurs".
# Usage: awk -f Tools/polish-manual.awk barskin.1 > barskin.1.polished

# mdoc's macros are capitalized (.Sh, .It); a dot before a lowercase word is the help's text.
/^\.[a-z0-9]/ { $0 = "\\&" $0 }

/^\.Dt / {
    print
    # groff's mdoc turns hyphenation back on at every paragraph from this register; .nh is for other formatters.
    print ".nh"
    print ".nr doc-hyphen-flags 0"
    next
}

/^$/ {
    # Two blank lines, or a blank line before a macro that starts its own paragraph, need no .Pp.
    if (previous != ".Pp" && previous !~ /^\.(Sh|Ss|Bl|El|It|Pp)/) { print ".Pp"; previous = ".Pp" }
    next
}

/^\.Ex -std/ {
    print ".Bl -tag -width 4n"
    print ".It 0"
    print "Success: every input was read and every output written."
    print ".It 1"
    print "An input failed: a file could not be read, an item could not be built, or trace found an error"
    print "(with \\%--warnings-as-errors, any finding). The other inputs were still processed."
    print ".It 64"
    print "Bad usage: an unknown command, option or value, or a missing argument. Nothing was read or written."
    print ".El"
    previous = ".El"
    next
}

# A text line: \% before each word holding a hyphen, slash or dot keeps the formatter
# from breaking the line after a hyphen it has (STEM-normal.png, --warnings-as-errors).
/^[^.]/ {
    text = ""; rest = $0
    while (match(rest, /[^ ]*[-\/.][^ ]*/)) {
        text = text substr(rest, 1, RSTART - 1) "\\%" substr(rest, RSTART, RLENGTH)
        rest = substr(rest, RSTART + RLENGTH)
    }
    print text rest; previous = $0
    next
}

{ print; previous = $0 }
