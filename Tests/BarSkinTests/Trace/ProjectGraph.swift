@testable import BarSkinTrace
import Foundation
import Testing

/// A project file's object graph as Foundation's own reader gives it: the judge of an edit made
/// by ``XcodeProjectText``, which reads the text itself.
enum ProjectGraph {
    /// The top-level dictionary Foundation reads from `bytes`.
    static func read(_ bytes: [UInt8]) throws -> [String: Any] {
        let value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        return try #require(value as? [String: Any], "the project is not a dictionary")
    }

    /// A value as canonical JSON text, so two graphs compare as strings.
    static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Expects `edited` to read as `original` less the objects `ids`, the elements naming them in the
    /// arrays of the objects left, and the array elements `entries`; nothing else may differ.
    static func expect(_ edited: [UInt8], is original: [UInt8], less ids: Set<String>, entries: Set<ProjectEntry> = [],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        var expected = try read(original)
        let actual = try read(edited)
        var objects = try #require(expected["objects"] as? [String: Any])
        for id in ids { objects[id] = nil }
        for (id, value) in objects {
            guard var object = value as? [String: Any] else { continue }
            for (key, value) in object {
                guard let array = value as? [Any] else { continue }
                object[key] = array.filter { element in
                    guard let string = element as? String else { return true }
                    return !ids.contains(string) && !entries.contains(ProjectEntry(object: id, key: key, value: string))
                }
            }
            objects[id] = object
        }
        expected["objects"] = objects
        let actualObjects = try #require(actual["objects"] as? [String: Any])
        #expect(Set(actualObjects.keys) == Set(objects.keys), sourceLocation: sourceLocation)
        let differing = try objects.keys.sorted().filter { id in
            try actualObjects[id].map(canonical) != canonical(objects[id]!)
        }
        #expect(differing == [], sourceLocation: sourceLocation)
        #expect(try canonical(actual) == canonical(expected), sourceLocation: sourceLocation)
    }
}
