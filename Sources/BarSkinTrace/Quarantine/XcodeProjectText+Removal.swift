import BarSkinCore

extension XcodeProjectText {
    /// The project file without the objects `ids` and the array elements `entries`, and what was taken
    /// out. Every array element that names a removed object (a group's `children`, a phase's `files`)
    /// goes with it; a section left empty goes whole; every other byte stays as it was.
    /// Identifiers and entries the project does not hold are passed over.
    /// - Throws: ``QuarantineProblem/stillReferenced(object:owner:key:)`` when an object that stays
    ///   names a removed one other than in an array's element (a build file's `fileRef`).
    public func remove(objects ids: Set<String>, entries: Set<ProjectEntry> = []) throws -> (bytes: [UInt8], removed: RemovedProjectText) {
        let ids = ids.filter { objects[$0] != nil }
        var removed = RemovedProjectText(), cuts: [Range<Int>] = []
        var previousInSection: [String?: String] = [:]
        for id in order {
            let object = objects[id]!
            defer { previousInSection[object.section] = id }
            guard ids.contains(id) else { try checkNoReference(to: ids, in: object, removed: &removed, cuts: &cuts, entries: entries); continue }
            let after = previousInSection[object.section] ?? nil
            let base = after.map { objects[$0]!.span.upperBound } ?? sections.first { $0.name == object.section }?.bodyStart ?? objectsContentStart
            removed.objects.append(RemovedObject(id: id, isa: object.isa, section: object.section, text: text(object.span), after: after,
                                                 offset: object.span.lowerBound - base))
            cuts.append(object.span)
        }
        // A section none of whose objects stays goes whole: Xcode writes no empty section.
        let left = Set(order.filter { !ids.contains($0) }.compactMap { objects[$0]!.section })
        let emptied = Set(ids.compactMap { objects[$0]!.section }).subtracting(left)
        for (index, section) in sections.enumerated() where emptied.contains(section.name) {
            let after = index > 0 ? sections[index - 1] : nil
            removed.sections.append(RemovedSection(name: section.name, text: text(section.span), after: after?.name,
                                                   offset: section.span.lowerBound - (after?.span.upperBound ?? objectsContentStart)))
            cuts.removeAll { section.span.contains($0.lowerBound) }
            cuts.append(section.span)
        }
        return (Self.bytes(bytes, without: cuts), removed)
    }

    /// Records and cuts the elements of `object`'s arrays that name a removed object or are in `entries`
    /// (its arrays in the order of their keys, each array's elements in order).
    /// - Throws: ``QuarantineProblem/stillReferenced(object:owner:key:)`` for a removed object named elsewhere in it.
    private func checkNoReference(to ids: Set<String>, in object: ProjectObject, removed: inout RemovedProjectText,
                                  cuts: inout [Range<Int>], entries: Set<ProjectEntry>) throws {
        for (key, value) in object.values.sorted(by: { $0.key < $1.key }) {
            guard let elements = object.elements[key] else {
                if let named = Self.firstString(in: value, among: ids) { throw stillReferenced(named, by: object, key: key) }
                continue
            }
            for (index, element) in elements.enumerated() {
                guard let string = element.value.string else {
                    if let named = Self.firstString(in: element.value, among: ids) { throw stillReferenced(named, by: object, key: key) }
                    continue
                }
                guard ids.contains(string) || entries.contains(ProjectEntry(object: object.id, key: key, value: string)) else { continue }
                let previous = index > 0 ? elements[index - 1] : nil
                removed.entries.append(RemovedEntry(object: object.id, key: key, value: string, text: text(element.span), index: index,
                                                    after: previous?.value.string,
                                                    offset: element.span.lowerBound - (previous?.span.upperBound ?? object.arrayContentStarts[key]!)))
                cuts.append(element.span)
            }
        }
    }

    /// The first string among `ids` that `value` holds, at any depth, as a value or a key.
    private static func firstString(in value: ProjectValue, among ids: Set<String>) -> String? {
        switch value {
        case .string(let text): ids.contains(text) ? text : nil
        case .array(let values): values.lazy.compactMap { firstString(in: $0, among: ids) }.first
        case .dictionary(let values):
            values.keys.sorted().lazy.compactMap { key in ids.contains(key) ? key : firstString(in: values[key]!, among: ids) }.first
        }
    }

    private func stillReferenced(_ id: String, by object: ProjectObject, key: String) -> QuarantineError {
        let (line, column) = TextLocator(bytes: bytes).location(of: object.span.lowerBound)
        return QuarantineProblem.stillReferenced(object: id, owner: object.id, key: key).located(at: path, line: line, column: column)
    }

    /// The text of `range`, which ``init(path:bytes:)`` found to be UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// `bytes` without the ranges `cuts` (which do not overlap).
    static func bytes(_ bytes: [UInt8], without cuts: [Range<Int>]) -> [UInt8] {
        var result: [UInt8] = [], position = 0
        result.reserveCapacity(bytes.count)
        for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            result += bytes[position..<cut.lowerBound]
            position = cut.upperBound
        }
        return result + bytes[position...]
    }
}
