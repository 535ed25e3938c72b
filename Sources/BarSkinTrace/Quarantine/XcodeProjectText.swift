import BarSkinCore

/// A `project.pbxproj` as text whose objects know their bytes, so it can be edited by object
/// identifier the way Xcode would write the result: what no edit touches stays byte for byte.
///
/// Foundation's reader gives the values but not where they are; this reads Xcode's old-style
/// property list text itself, keeping the place of each object and of each array element.
public struct XcodeProjectText: Sendable {
    /// The largest project file read, in bytes: the largest real ones are a few megabytes.
    public static let byteLimit = 64 << 20

    /// The file's path, as the user named it (for messages).
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The objects by identifier.
    public let objects: [String: ProjectObject]
    /// The objects' identifiers in file order.
    public let order: [String]
    /// The sections of the objects dictionary, in file order.
    let sections: [ProjectSection]
    /// Where the objects dictionary's contents start: past `objects = {` and its line break.
    let objectsContentStart: Int

    /// The project whose `project.pbxproj` at `path` holds `bytes`.
    /// - Throws: ``QuarantineError``: ``QuarantineProblem/malformedProject(detail:)`` at the line and column
    ///   of the fault, ``QuarantineProblem/nestedTooDeep(limit:)``, ``QuarantineProblem/projectTooLarge(bytes:limit:)``.
    public init(path: String, bytes: [UInt8]) throws {
        guard bytes.count <= Self.byteLimit else {
            throw QuarantineProblem.projectTooLarge(bytes: bytes.count, limit: Self.byteLimit).located(at: path)
        }
        self.path = path
        self.bytes = bytes
        let fail = { (offset: Int, problem: QuarantineProblem) -> QuarantineError in
            let (line, column) = TextLocator(bytes: bytes).location(of: offset)
            return problem.located(at: path, line: line, column: column)
        }
        // Removed text is kept as strings (a manifest is JSON): only UTF-8 text comes back byte for byte.
        if let invalid = Self.firstInvalidUTF8(in: bytes) { throw fail(invalid, .malformedProject(detail: "not UTF-8 text")) }
        let root: ParsedValue, comments: [Range<Int>]
        do {
            var parser = ProjectTextParser(bytes: bytes)
            (root, comments) = try parser.parse()
        } catch let fault as ProjectTextFault {
            throw fail(fault.offset, .malformedProject(detail: fault.detail))
        } catch let fault as ProjectTextDepthFault {
            throw fail(fault.offset, .nestedTooDeep(limit: ProjectTextParser.nestingLimit))
        }
        guard case .dictionary = root.value else { throw fail(0, .malformedProject(detail: "the property list is not a dictionary")) }
        guard let objectsEntry = root.entries.first(where: { $0.key == "objects" }), case .dictionary = objectsEntry.value.value else {
            throw fail(0, .malformedProject(detail: "no 'objects' dictionary"))
        }
        objectsContentStart = objectsEntry.value.contentStart
        let entries = objectsEntry.value.entries
        // Section markers count only between objects: one inside an object is a comment, not a section.
        var inside = entries.map(\.span).makeIterator(), current = inside.next()
        sections = Self.sections(in: comments.filter { comment in
            while let span = current, span.upperBound <= comment.lowerBound { current = inside.next() }
            return objectsEntry.span.contains(comment.lowerBound) && !(current?.contains(comment.lowerBound) ?? false)
        }, of: bytes)
        var objects: [String: ProjectObject] = [:]
        for entry in entries {
            guard case .dictionary(let values) = entry.value.value, let isa = values["isa"]?.string else {
                throw fail(entry.keyStart, .malformedProject(detail: "object '\(entry.key.excerpt)' is not a dictionary with an 'isa'"))
            }
            guard objects[entry.key] == nil else { throw fail(entry.keyStart, .malformedProject(detail: "object '\(entry.key.excerpt)' appears twice")) }
            let arrays = entry.value.entries.filter { if case .array = $0.value.value { true } else { false } }
            objects[entry.key] = ProjectObject(
                id: entry.key, isa: isa, values: values, span: entry.span,
                section: sections.first { $0.span.contains(entry.span.lowerBound) }?.name,
                elements: Dictionary(arrays.map { ($0.key, $0.value.elements) }, uniquingKeysWith: { first, _ in first }),
                arrayContentStarts: Dictionary(arrays.map { ($0.key, $0.value.contentStart) }, uniquingKeysWith: { first, _ in first }))
        }
        self.objects = objects
        order = entries.map(\.key)
    }
}
