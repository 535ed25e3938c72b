/// The Info.plist XcodeGen writes from a target's `info: properties:`, as XML property list text.
///
/// Written here rather than by `PropertyListSerialization`: Foundation linked statically on Linux (the
/// release binary) refuses any array nested in a property list ("objects of type 'Not A Type'"), so a
/// spec with `CFBundleLocalizations: [en]` lost its whole Info.plist, launch storyboard included.
enum GeneratedInfoPlist {
    /// The properties (a spec's plain values: strings, lists and mappings; anything else as its text), keys sorted.
    static func bytes(of properties: [String: Any]) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
            + "<plist version=\"1.0\">\n"
        write(properties, indent: "", into: &text)
        text += "</plist>\n"
        return Array(text.utf8)
    }

    private static func write(_ value: Any, indent: String, into text: inout String) {
        switch value {
        case let dictionary as [String: Any]:
            text += indent + "<dict>\n"
            for key in dictionary.keys.sorted() {
                text += indent + "\t<key>" + TextLocator.escaped(key) + "</key>\n"
                write(dictionary[key]!, indent: indent + "\t", into: &text)
            }
            text += indent + "</dict>\n"
        case let array as [Any]:
            text += indent + "<array>\n"
            for element in array { write(element, indent: indent + "\t", into: &text) }
            text += indent + "</array>\n"
        default:
            text += indent + "<string>" + TextLocator.escaped("\(value)") + "</string>\n"
        }
    }
}
