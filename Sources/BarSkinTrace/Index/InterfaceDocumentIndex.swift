/// Storyboards and xibs by the names a reference may give them: the base name (`Main`)
/// and the file name (`Main.storyboard`). Built once, so that every `UIStoryboard(name:)`
/// and Info.plist entry is a lookup, not a pass over every document of the project.
struct InterfaceDocumentIndex {
    private struct Key: Hashable {
        let source: ReferenceSource
        let name: String
    }

    private let documents: [InterfaceDocument]
    private var positions: [Key: [Int]] = [:]

    /// The index of `documents`, whose order it keeps.
    init(_ documents: [InterfaceDocument]) {
        self.documents = documents
        for (position, document) in documents.enumerated() {
            let fileName = document.path.split(separator: "/").last.map(String.init) ?? document.path
            let base = fileName.split(separator: ".").dropLast().joined(separator: ".")
            for name in Set([base, fileName]) { positions[Key(source: document.source, name: name), default: []].append(position) }
        }
    }

    /// The documents of `source` whose base name or file name is `name`, in the order given.
    func named(_ name: String, source: ReferenceSource) -> [InterfaceDocument] {
        (positions[Key(source: source, name: name)] ?? []).map { documents[$0] }
    }
}
