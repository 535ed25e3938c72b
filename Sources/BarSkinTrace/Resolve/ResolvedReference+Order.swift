extension ResolvedReference {
    /// Sorts `references` as reports list them: by file, line, column, the call as written and the name shown.
    ///
    /// Each reference's key is made once and positions are sorted, not the references: a comparison made
    /// both patterns' globs, and the sort moved every large value through its buffer. The sort sees the same
    /// comparisons in the same order either way, so the order is the one sorting the references gave.
    static func sortInReportOrder(_ references: inout [ResolvedReference]) {
        let keys = references.map { ($0.reference.file, $0.reference.line, $0.reference.column, $0.reference.calledAs, $0.reference.displayName) }
        var order = Array(references.indices)
        order.sort { keys[$0] < keys[$1] }
        // Applied in place, one cycle of the permutation at a time: a sorted copy would hold every reference twice.
        var placed = [Bool](repeating: false, count: order.count)
        for start in order.indices where !placed[start] {
            var position = start
            while true {
                placed[position] = true
                let source = order[position]
                if source == start { break }
                references.swapAt(position, source)
                position = source
            }
        }
    }
}
