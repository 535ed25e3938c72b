@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A Run Script phase that fills a catalog a target ships from another of the project's catalogs
/// (Loop's `build-derived-assets.sh`) ships that catalog's images; a copy whose paths the script
/// does not spell out plainly ships nothing.
struct ShellScriptFillsTests {
    /// Loop's layout: the app lists only `DerivedAssets.xcassets`, which a script run with the app's folder fills.
    static func project(script: String) -> TraceScratchProject {
        let project = TraceScratchProject()
        project.text("P/App/DerivedAssets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        for name in ["carbs", "Pre-Meal", "Spare"] { project.imageSet("P/App/DerivedAssetsBase.xcassets/" + name) }
        project.text("P/App/Status.swift", "let carbs = UIImage(named: \"carbs\")\nlet meal = UIImage(named: \"Pre-Meal\")\n")
        project.text("P/Scripts/build-derived-assets.sh", script)
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/Status.swift"], resources: ["App/DerivedAssets.xcassets"],
                  scripts: ["\"${SRCROOT}/Scripts/build-derived-assets.sh\" \"${SRCROOT}/App\"\n"]),
        ])
        return project
    }

    static let loopsScript = """
        #!/bin/sh -eu
        error() {
          echo "ERROR: ${*}" >&2
          exit 1
        }
        if [ ${#} -lt 1 ]; then
          error "Missing arguments"
        fi
        DIRECTORY="${1}"
        shift 1
        DERIVED_ASSETS="${DIRECTORY}/DerivedAssets.xcassets"
        DERIVED_ASSETS_BASE="${DIRECTORY}/DerivedAssetsBase.xcassets"
        DERIVED_ASSETS_OVERRIDE="${DIRECTORY}/../../OverrideAssets${EXECUTABLE_NAME}.xcassets"
        rm -rf "${DERIVED_ASSETS}"
        cp -av "${DERIVED_ASSETS_BASE}" "${DERIVED_ASSETS}"
        if [ -e "${DERIVED_ASSETS_OVERRIDE}" ]; then
          for ASSET_PATH in "${DERIVED_ASSETS_OVERRIDE}"/*; do
            ASSET_FILE="$(basename "${ASSET_PATH}")"
            cp -av "${ASSET_PATH}" "${DERIVED_ASSETS}/${ASSET_FILE}"
          done
        fi

        """

    @Test func aCatalogAScriptFillsShipsTheImagesItIsFilledFrom() {
        let report = DeclaredNameTests.trace(Self.project(script: Self.loopsScript))
        #expect(report.findings.filter { $0.kind == .missing || $0.kind == .notInBundle }.map(\.message) == [])
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.name)" } == ["unused Spare"])
    }

    /// A copy from a variable the script never sets (a build setting) is no copy it can follow.
    @Test func aCopyFromAnUnknownFolderShipsNothing() {
        let report = DeclaredNameTests.trace(Self.project(script: "cp -R \"${ART_FOLDER}/DerivedAssetsBase.xcassets\" \"$1/DerivedAssets.xcassets\"\n"))
        #expect(report.findings.filter { $0.kind == .missing }.map(\.name).sorted() == ["Pre-Meal", "carbs"])
    }

    @Test func theCopiesOfAScriptAndTheScriptsItRuns() {
        let files = ["/p/Scripts/fill.sh": "BASE=\"$1\"/Base.xcassets\nexport OUT=${2:-/p/Default}\nditto \"$BASE\" $OUT; rsync -a '$HOME'/x /p/y\n"]
        let fills = ShellScriptFills(projectFolder: "/p") { files[$0] }
        let script = "sh \"${PROJECT_DIR}/Scripts/fill.sh\" \"$(SRCROOT)/Art\" && cp -R $SRCROOT/Icons/*.png \"${SRCROOT}/App/Icons/\" # a note\n"
            + "cp \"${TARGET_BUILD_DIR}/x.png\" /p/z\n/bin/cp -f /p/a /p/b > /dev/null\n"
        #expect(fills.copies(in: script) == [
            .init(source: "/p/Art/Base.xcassets", destination: "/p/Default"),
            // Single quotes keep a `$` as it is: the shell copies a folder named so.
            .init(source: "/p/$HOME/x", destination: "/p/y"),
            .init(source: "/p/Icons", destination: "/p/App/Icons"),
            .init(source: "/p/a", destination: "/p/b"),
        ])
    }

    @Test func wordsAndTheirVariables() {
        #expect(ShellWords.commands("then cp -av \"a b\" 'c $d' e\\ f; echo x | tee y") == [["cp", "-av", "a b", "c \u{1}d", "e f"], ["echo", "x"], ["tee", "y"]])
        let variables = ["A": "/p/a"]
        #expect(ShellWords.expand("${A}/x/$1/${B:-z}", variables: variables, arguments: ["one"]) == "/p/a/x/one/z")
        #expect(ShellWords.expand("$A$(A)", variables: variables, arguments: []) == "/p/a/p/a")
        #expect(ShellWords.expand("${B}/x", variables: variables, arguments: []) == nil)
        #expect(ShellWords.expand("$(basename ${A})", variables: variables, arguments: []) == nil)
        #expect(ShellWords.expand("$2", variables: variables, arguments: ["one"]) == nil)
    }
}
