extension JSONValue {
    /// Appends `items` as a JSON array nested at `indent`, exactly as
    /// ``append(to:indent:)`` prints an `.array`, building and rendering one
    /// item at a time. Whenever `output` is full (``String/handOn(ifFullTo:)``)
    /// it is handed to `sink` and emptied, so a report's 400,000 records are
    /// never all held at once.
    package static func appendArray<Items: Sequence>(_ items: Items, to output: inout String, indent: String,
                                                     flushingTo sink: (String) -> Void,
                                                     _ item: (Items.Element) -> JSONValue) {
        var isFirst = true
        for element in items {
            output += (isFirst ? "[\n" : ",\n") + indent + "  "
            isFirst = false
            item(element).append(to: &output, indent: indent + "  ")
            output.handOn(ifFullTo: sink)
        }
        output += isFirst ? "[]" : "\n" + indent + "]"
    }
}
