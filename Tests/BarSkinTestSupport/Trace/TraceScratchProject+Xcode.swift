import Foundation

extension TraceScratchProject {
    /// One target of ``xcodeProject(_:targets:settings:)``: what it compiles, what it bundles and how it is built.
    public struct Target {
        /// The target's name.
        public var name: String
        /// `application`, `bundle.unit-test`, ...: the tail of its `com.apple.product-type.` product type.
        public var product: String
        /// Files its Sources phase compiles, relative to the project's folder.
        public var sources: [String]
        /// Files and folders its Copy Bundle Resources phase copies, relative to the project's folder.
        public var resources: [String]
        /// Its Release configuration's build settings, written as given (quote a value with spaces yourself).
        public var settings: [String: String]
        /// The names of the targets it depends on (one `PBXTargetDependency` each).
        public var dependencies: [String]
        /// The texts of its Run Script phases, after its other phases.
        public var scripts: [String]

        /// A target; see the properties.
        public init(_ name: String, product: String = "application", sources: [String] = [], resources: [String] = [],
                    settings: [String: String] = [:], dependencies: [String] = [], scripts: [String] = []) {
            self.name = name
            self.product = product
            self.sources = sources
            self.resources = resources
            self.settings = settings
            self.dependencies = dependencies
            self.scripts = scripts
        }
    }

    /// Writes `<folder>/App.xcodeproj/project.pbxproj` as Xcode writes it: a file reference
    /// for every path the targets name, a build file per phase entry, a Release configuration
    /// per target and for the project (`settings`, and `knownRegions`, its localizations), and the targets in the order given.
    public func xcodeProject(_ folder: String, targets: [Target], settings: [String: String] = [:], knownRegions: [String] = []) {
        let paths = Array(Set(targets.flatMap { $0.sources + $0.resources })).sorted()
        var objects: [String] = []
        for (number, path) in paths.enumerated() {
            objects.append("F\(number) = { isa = PBXFileReference; lastKnownFileType = \(Self.fileType(path)); path = \"\(path)\"; sourceTree = \"<group>\"; };")
        }
        func settingsText(_ settings: [String: String]) -> String {
            settings.keys.sorted().map { "\($0) = \(settings[$0]!);" }.joined(separator: " ")
        }
        var targetIDs: [String] = []
        for (number, target) in targets.enumerated() {
            var phases: [String] = []
            for (phase, files) in [("PBXSourcesBuildPhase", target.sources), ("PBXResourcesBuildPhase", target.resources)] {
                let builds = files.map { "B\(number)_\(paths.firstIndex(of: $0)!)_\(phase.count)" }
                for (build, file) in zip(builds, files) { objects.append("\(build) = { isa = PBXBuildFile; fileRef = F\(paths.firstIndex(of: file)!); };") }
                objects.append("P\(number)_\(phase.count) = { isa = \(phase); buildActionMask = 2147483647; files = (\(builds.joined(separator: ", "))); };")
                phases.append("P\(number)_\(phase.count)")
            }
            for (index, script) in target.scripts.enumerated() {
                // Xcode writes the script as one quoted string, its quotes and backslashes escaped and its lines as `\n`.
                let quoted = script.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    .replacingOccurrences(of: "\n", with: "\\n")
                objects.append("S\(number)_\(index) = { isa = PBXShellScriptBuildPhase; buildActionMask = 2147483647; files = ( ); "
                    + "shellPath = /bin/sh; shellScript = \"\(quoted)\"; };")
                phases.append("S\(number)_\(index)")
            }
            objects.append("C\(number) = { isa = XCBuildConfiguration; buildSettings = { \(settingsText(target.settings)) }; name = Release; };")
            objects.append("L\(number) = { isa = XCConfigurationList; buildConfigurations = (C\(number)); };")
            let dependencies = target.dependencies.compactMap { name in targets.firstIndex { $0.name == name } }.map { "D\(number)_\($0)" }
            for dependency in dependencies {
                objects.append("\(dependency) = { isa = PBXTargetDependency; target = T\(dependency.split(separator: "_")[1]); };")
            }
            objects.append("T\(number) = { isa = PBXNativeTarget; buildConfigurationList = L\(number); buildPhases = (\(phases.joined(separator: ", "))); "
                + "dependencies = (\(dependencies.joined(separator: ", "))); "
                + "name = \"\(target.name)\"; productType = \"com.apple.product-type.\(target.product)\"; };")
            targetIDs.append("T\(number)")
        }
        objects.append("CP = { isa = XCBuildConfiguration; buildSettings = { \(settingsText(settings)) }; name = Release; };")
        objects.append("LP = { isa = XCConfigurationList; buildConfigurations = (CP); };")
        objects.append("G0 = { isa = PBXGroup; children = (\(paths.indices.map { "F\($0)" }.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        let regions = knownRegions.isEmpty ? "" : " knownRegions = (\(knownRegions.joined(separator: ", ")));"
        objects.append("PR = { isa = PBXProject; buildConfigurationList = LP;\(regions) mainGroup = G0; targets = (\(targetIDs.joined(separator: ", "))); };")
        text(folder + "/App.xcodeproj/project.pbxproj",
             "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\t\t" + objects.joined(separator: "\n\t\t")
                + "\n\t};\n\trootObject = PR;\n}\n")
    }

    /// Writes an XML Info.plist whose top dictionary holds `entries` (`<key>...</key><string>...</string>` text).
    public func infoPlist(_ relative: String, _ entries: String) {
        text(relative, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
            + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\(entries)</dict>\n</plist>\n")
    }

    private static func fileType(_ path: String) -> String {
        switch (path as NSString).pathExtension {
        case "xcassets": "folder.assetcatalog"
        case "swift": "sourcecode.swift"
        case "m": "sourcecode.c.objc"
        case "png": "image.png"
        case "xib": "file.xib"
        case "storyboard": "file.storyboard"
        // A texture atlas folder, which Xcode compiles into `NAME.atlasc`: no folder reference.
        case "atlas": "folder.skatlas"
        case "sks": "file.sks"
        case "plist": "text.plist.xml"
        default: "folder"
        }
    }
}
