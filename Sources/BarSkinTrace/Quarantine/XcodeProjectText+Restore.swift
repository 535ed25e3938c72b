import BarSkinCore

extension XcodeProjectText {
    /// This project file with `removed` (what ``remove(objects:entries:)`` took out) put back where it
    /// was: restoring the result of a removal gives the original bytes.
    /// - Throws: ``QuarantineProblem/cannotRestore(detail:)`` when the project changed where the
    ///   text sat (what it followed is gone or moved) or already holds an object to put back.
    public func restore(_ removed: RemovedProjectText) throws -> [UInt8] {
        var insertions: [(position: Int, text: String)] = []
        // Where each piece put back goes, so what followed it goes after it.
        var placedSections: [String: Int] = [:], placedObjects: [String: Int] = [:]
        for section in removed.sections {
            guard !sections.contains(where: { $0.name == section.name }) else { throw cannotRestore("section \(section.name) is in the project again") }
            let base = try section.after.map { after in
                guard let base = placedSections[after] ?? sections.first(where: { $0.name == after })?.span.upperBound else {
                    throw cannotRestore("section \(after), which section \(section.name) followed, is gone")
                }
                return base
            } ?? objectsContentStart
            placedSections[section.name] = try place(section.text, at: base + section.offset, in: &insertions)
        }
        // The objects of a section put back whole are in its text.
        for object in removed.objects where !(object.section.map { placedSections[$0] != nil } ?? false) {
            guard objects[object.id] == nil else { throw cannotRestore("object \(object.id) is in the project again") }
            let base: Int
            if let after = object.after {
                guard let position = placedObjects[after] ?? objects[after]?.span.upperBound else {
                    throw cannotRestore("object \(after), which object \(object.id) followed, is gone")
                }
                base = position
            } else if let name = object.section {
                guard let section = sections.first(where: { $0.name == name }) else { throw cannotRestore("section \(name) of object \(object.id) is gone") }
                base = section.bodyStart
            } else {
                base = objectsContentStart
            }
            placedObjects[object.id] = try place(object.text, at: base + object.offset, in: &insertions)
        }
        var groups: [String: [RemovedEntry]] = [:], groupOrder: [String] = []
        for entry in removed.entries {
            let key = entry.object + " " + entry.key
            if groups[key] == nil { groupOrder.append(key) }
            groups[key, default: []].append(entry)
        }
        for key in groupOrder { try restoreEntries(groups[key]!.sorted { $0.index < $1.index }, into: &insertions) }
        var result: [UInt8] = [], position = 0
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        // Stable: what goes at one place goes in the order it was placed, each after what it followed.
        for insertion in insertions.enumerated().sorted(by: { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }).map(\.element) {
            result += bytes[position..<insertion.position]
            result += insertion.text.utf8
            position = insertion.position
        }
        return result + bytes[position...]
    }

    /// Places the elements of one array (in the order of their indices) after the elements they followed.
    private func restoreEntries(_ entries: [RemovedEntry], into insertions: inout [(position: Int, text: String)]) throws {
        guard let first = entries.first else { return }
        guard let parent = objects[first.object], let elements = parent.elements[first.key], let start = parent.arrayContentStarts[first.key] else {
            throw cannotRestore("object \(first.object) has no array '\(first.key.excerpt)'")
        }
        // The array as it grows back: each element's value and where what follows it goes.
        var grown = elements.map { (value: $0.value.string, end: $0.span.upperBound) }
        for entry in entries {
            let anchor = entry.index > 0 && entry.index <= grown.count ? grown[entry.index - 1] : nil
            guard entry.index <= grown.count, anchor?.value == entry.after else {
                throw cannotRestore("'\(entry.key.excerpt)' of object \(entry.object) changed where '\(entry.value.excerpt)' was")
            }
            let position = try place(entry.text, at: (anchor?.end ?? start) + entry.offset, in: &insertions)
            grown.insert((entry.value, position), at: entry.index)
        }
    }

    /// Adds `text` at `position` to `insertions`, and returns `position`.
    private func place(_ text: String, at position: Int, in insertions: inout [(position: Int, text: String)]) throws -> Int {
        guard position >= 0, position <= bytes.count else { throw cannotRestore("the project is shorter than where the text sat") }
        insertions.append((position, text))
        return position
    }

    private func cannotRestore(_ detail: String) -> QuarantineError {
        QuarantineProblem.cannotRestore(detail: detail).located(at: path)
    }
}
