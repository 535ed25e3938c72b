import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Colour sets beside images in every report: duplicates across catalogs, case mismatches and `--assume-used` as for
/// images, the `--json` assets list with each appearance's colour, SARIF's rules per type, the baseline per type,
/// and `--kind`/`--asset-type` selection.
@Suite struct AssetTypeReportTests {
    /// A colour set whose entries give their components the three ways Xcode writes them, and a system colour.
    static func writeColours(_ project: TraceScratchProject, at relative: String) {
        project.text(relative + ".colorset/Contents.json", """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.200",
                      "green" : "0.400",
                      "red" : "0.800"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "color" : {
                    "color-space" : "display-p3",
                    "components" : {
                      "alpha" : "0.500",
                      "blue" : "0x0D",
                      "green" : "0x1A",
                      "red" : "0x33"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "contrast",
                      "value" : "high"
                    }
                  ],
                  "color" : {
                    "color-space" : "gray-gamma-22",
                    "components" : {
                      "alpha" : "1.000",
                      "white" : "128"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "light"
                    }
                  ],
                  "color" : {
                    "platform" : "ios",
                    "reference" : "systemRedColor"
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
    }

    @Test func aColourSetsComponentsAreDecodedEveryWayXcodeWritesThem() throws {
        let project = TraceScratchProject()
        Self.writeColours(project, at: "Assets.xcassets/Brand")
        let set = try ColorSetReader().read(folder: project.path + "/Assets.xcassets/Brand.colorset", name: "Brand")
        #expect(set.colors.map { "\($0.appearance) \($0.color.hex ?? $0.color.systemReference ?? "-") \($0.color.colorSpace)" }
            == ["any #CC6633 srgb", "dark #331A0D80 display-p3", "high-contrast #808080 gray-gamma-22", "light systemRedColor srgb"])
        #expect(ColorSwatches.html(set).components(separatedBy: " title=").count == 5)
        #expect(ColorSwatches.html(set).contains("<span class=\"swatch\" style=\"background:rgba(51,26,13,0.5)\" title=\"dark #331A0D80 display-p3\"></span>"))
    }

    @Test func sameNamedColourSetsInTwoCatalogsOfOneBundleAreDuplicates() {
        let project = TraceScratchProject()
        project.colorSet("App/Brand.xcassets/ink")
        project.colorSet("App/Assets.xcassets/ink")
        project.colorSet("Widget/Widget.xcassets/ink")
        project.imageSet("App/Brand.xcassets/logo")
        project.imageSet("App/Assets.xcassets/logo")
        project.text("App/View.swift", "let ink = UIColor(named: \"ink\")\nlet logo = UIImage(named: \"logo\")\n")
        project.xcodeProject(".", targets: [
            .init("App", sources: ["App/View.swift"], resources: ["App/Assets.xcassets", "App/Brand.xcassets"]),
            .init("Widget", product: "app-extension", resources: ["Widget/Widget.xcassets"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .duplicate }.map { "\($0.assetType.rawValue) \($0.file) \($0.message)" } == [
            "color App/Brand.xcassets/ink.colorset the colour set name 'ink' is used by multiple colour sets of one bundle: another is at App/Assets.xcassets/ink.colorset",
            "image App/Brand.xcassets/logo.imageset the image set name 'logo' is used by multiple image sets of one bundle: another is at App/Assets.xcassets/logo.imageset",
        ])
    }

    /// onebusaway-ios: two white-label apps' projects, each with a target `App`, are two bundles: their sets of one name are no duplicates.
    @Test func sameNamedTargetsOfTwoProjectsAreTwoBundles() {
        let project = TraceScratchProject()
        for app in ["OneBusAway", "KiedyBus"] {
            project.colorSet("\(app)/Assets.xcassets/brand")
            project.imageSet("\(app)/Assets.xcassets/logo")
            project.text("\(app)/View.swift", "let brand = UIColor(named: \"brand\")\nlet logo = UIImage(named: \"logo\")\n")
            project.xcodeProject(app, targets: [.init("App", sources: ["View.swift"], resources: ["Assets.xcassets"])])
        }
        #expect(DeclaredNameTests.trace(project).findings.filter { $0.kind == .duplicate }.map(\.file) == [])
    }

    @Test func aColourNameOfAnotherCaseIsACaseMismatchAndAssumedUsedSetsAreUsed() {
        let project = TraceScratchProject()
        for name in ["Brand", "flag_red", "flag_blue", "Never"] { project.colorSet("Assets.xcassets/\(name)") }
        project.text("View.swift", "let brand = UIColor(named: \"brand\")\n")
        let report = DeclaredNameTests.trace(project, TraceOptions(assumeUsed: [Glob("flag_*")]))
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.name) \($0.message)" } == [
            "unused color Never colour set 'Never' is not used by any storyboard, xib, code, plist or build setting",
            "case-mismatch color brand colour set 'brand' only matches 'Brand' when ignoring case: works in the Simulator, fails on a device",
        ])
        #expect(report.usedColorSets == ["Assets.xcassets/Brand.colorset", "Assets.xcassets/flag_blue.colorset", "Assets.xcassets/flag_red.colorset"]
            .reduce(into: Set<String>()) { $0.insert(project.path + "/" + $1) })
    }

    @Test func theJSONAssetsListHoldsColourSetsWithTheirColours() throws {
        let project = TraceScratchProject()
        Self.writeColours(project, at: "Assets.xcassets/Brand")
        project.imageSet("Assets.xcassets/logo")
        project.text("View.swift", "let brand = UIColor(named: \"Brand\")\n")
        let report = DeclaredNameTests.trace(project)
        let data = Data(TraceJSONReport.json(report).rendered().utf8)
        let assets = try #require(((try JSONSerialization.jsonObject(with: data)) as? [String: Any])?["assets"] as? [[String: Any]])
        #expect(assets.map { "\($0["assetType"] as? String ?? "-") \($0["kind"] as? String ?? "-") \($0["name"] as? String ?? "-") \($0["used"] as? Bool ?? false)" }
            == ["image imageset logo false", "color colorset Brand true"])
        let appearances = try #require(assets[1]["appearances"] as? [[String: String]])
        #expect(appearances[1] == ["appearance": "dark", "colorSpace": "display-p3", "color": "#331A0D80"])
        #expect(appearances[3] == ["appearance": "light", "colorSpace": "srgb", "reference": "systemRedColor"])
        // Streamed, the list is the same.
        var streamed = ""
        TraceJSONReport.write(report) { streamed += $0 }
        let streamedAssets = ((try JSONSerialization.jsonObject(with: Data(streamed.utf8))) as? [String: Any])?["assets"] as? [[String: Any]]
        #expect(streamedAssets?.map { $0["name"] as? String } == ["logo", "Brand"])
    }

    @Test func sarifHasARulePerTypeAndKindAndEachResultsType() throws {
        let project = TraceScratchProject()
        project.colorSet("Assets.xcassets/Never")
        project.imageSet("Assets.xcassets/gone")
        project.text("View.swift", "let a = 1\n")
        let log = TraceSARIFReport.text(DeclaredNameTests.trace(project), toolVersion: "1", workingFolder: project.path)
        let run = try #require((((try JSONSerialization.jsonObject(with: Data(log.utf8))) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String ?? "" } == Finding.Kind.allCases.map(\.rawValue) + ["color/unused"])
        #expect((rules.last?["shortDescription"] as? [String: String])?["text"]
            == "Nothing names the colour set, no string spells it and no convention loads it: safe to delete.")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { "\($0["ruleId"] as? String ?? "") \($0["ruleIndex"] as? Int ?? -1) \(($0["properties"] as? [String: String])?["assetType"] ?? "")" }
            == ["color/unused \(Finding.Kind.allCases.count) color", "unused 2 image"])
    }

    @Test func aBaselineMatchesTheFindingsTypeAndAnUntypedRecordAnyType() throws {
        let project = TraceScratchProject()
        project.text("View.swift", "let a = UIImage(named: \"Gone\")\nlet b = UIColor(named: \"Gone\")\n")
        let report = Tracer().trace([project.path])
        let file = project.path + "/View.swift"
        func known(_ records: String) throws -> [String] {
            project.text("baseline.json", "{\"schemaVersion\": 1, \"findings\": [\(records)]}")
            return report.marking(try TraceBaseline(readingFrom: project.path + "/baseline.json")).findings.filter(\.isKnown).map(\.assetType.rawValue)
        }
        #expect(try known("{\"kind\": \"missing\", \"name\": \"Gone\", \"file\": \"View.swift\", \"assetType\": \"color\"}") == ["color"])
        #expect(try known("{\"kind\": \"missing\", \"name\": \"Gone\", \"file\": \"View.swift\"}") == ["image", "color"])
        #expect(throws: TraceError.self) { try known("{\"kind\": \"missing\", \"name\": \"Gone\", \"file\": \"View.swift\", \"assetType\": \"colour\"}") }
        // What --write-baseline writes names each finding's type, and accepts exactly this run's.
        project.text("written.json", TraceBaseline.document(for: report, at: project.path + "/written.json"))
        let written = report.marking(try TraceBaseline(readingFrom: project.path + "/written.json"))
        #expect(written.findings.allSatisfy(\.isKnown) && written.findings.count == 2 && report.findings.allSatisfy { $0.file == file })
        #expect(String(decoding: project.contents("written.json") ?? [], as: UTF8.self).contains("\"assetType\": \"color\""))
    }

    @Test func findingsAreSelectedByKindAndAssetType() {
        let project = TraceScratchProject()
        project.colorSet("Assets.xcassets/Never")
        project.imageSet("Assets.xcassets/unusedImage")
        project.text("View.swift", "let a = UIImage(named: \"Gone\")\nlet b = UIColor(named: \"Gone\")\n")
        let report = DeclaredNameTests.trace(project)
        func selected(_ kinds: Set<Finding.Kind>?, _ types: Set<AssetType>?) -> [String] {
            report.selecting(kinds: kinds, types: types).findings.map { "\($0.kind.rawValue) \($0.assetType.rawValue) \($0.name)" }
        }
        #expect(selected([.unused], nil) == ["unused color Never", "unused image unusedImage"])
        #expect(selected(nil, [.color]) == ["unused color Never", "missing color Gone"])
        #expect(selected([.missing], [.image]) == ["missing image Gone"])
        #expect(selected(nil, nil).count == 4)
    }
}
