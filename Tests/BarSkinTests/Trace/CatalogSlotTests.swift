@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// A set's Contents.json is decoded straight into slots (issue 30: Foundation's JSON objects
/// took 640 MB for a list of 200,000 images); the slots are those Foundation's parser gives.
@Suite struct CatalogSlotTests {
    static let odd = #"""
        {"images": [
          {"idiom": "universal", "scale": "2x", "filename": "a@2x.png"},
          {"idiom": 7, "scale": null, "filename": ["x"]},
          "not an object", 12, null,
          {"scale": "0x", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
          {}
        ], "layers": [{"filename": "Front.imagestacklayer"}], "symbols": {"not": "a list"}, "info": {"version": 1}}
        """#

    @Test func oddEntriesDecodeAsFoundationsParserReadsThem() throws {
        let data = Data(Self.odd.utf8)
        let decoded = try JSONDecoder().decode(CatalogSlot.Lists.self, from: data).lists
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["images", "layers"] {
            let parsed = try #require(root[key] as? [Any]).map { ($0 as? [String: Any]).map(CatalogSlot.init) }
            #expect(decoded[key] == parsed, "\(key)")
        }
        #expect(decoded["symbols"] == nil)
        let images = try #require(decoded["images"])
        #expect(images.map { $0?.filename } == ["a@2x.png", nil, nil, nil, nil, nil, nil])
        #expect(images.map { $0 == nil } == [false, false, true, true, true, false, false])
        #expect(images.map { $0?.hasScale ?? false } == [true, true, false, false, false, true, false])
        #expect(images.map { $0?.hasAppearances ?? false } == [false, false, false, false, false, true, false])
    }

    @Test func aSetReadsTheSameThroughEitherParser() throws {
        let folder = TemporaryFolder()
        folder.write(Array(Self.odd.utf8), to: "a.imageset/Contents.json")
        folder.write([1], to: "a.imageset/a@2x.png")
        let (slots, _) = try #require(try CatalogSetReader.slots(of: folder.path + "/a.imageset", key: "images"))
        #expect(slots.count == 7 && slots[0]?.filename == "a@2x.png")
        // Refused by both, with Foundation's parser's words.
        folder.write(Array("{\"images\": [\n  {\"idiom\": }".utf8), to: "b.imageset/Contents.json")
        #expect(throws: TraceProblem.malformedJSON(detail: "not valid JSON").located(at: folder.path + "/b.imageset/Contents.json", line: nil, column: nil)) {
            try CatalogSetReader.slots(of: folder.path + "/b.imageset", key: "images")
        }
        folder.write(Array("[1, 2]".utf8), to: "c.imageset/Contents.json")
        #expect(try CatalogSetReader.slots(of: folder.path + "/c.imageset", key: "images") == nil)
    }
}
