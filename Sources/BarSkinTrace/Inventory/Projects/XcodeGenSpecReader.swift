import BarSkinCore
import Foundation

/// Reads an XcodeGen project spec (``XcodeGenSpec``) into the targets XcodeGen would generate: each
/// `sources:` folder is the target's as a synchronized folder is (its code compiled, its resources
/// shipped, `excludes:` left out), a `type: folder` source a folder reference, `buildPhase: none` nothing;
/// the type, platform, deployment target, Info.plist, settings and dependencies as the project would say.
public struct XcodeGenSpecReader: Sendable {
    /// A reader.
    public init() {}

    /// The targets of the spec at `path`, with every spec it includes.
    /// - Throws: ``TraceProblem/malformedProject(detail:)`` for a spec that is not a YAML mapping.
    public func targets(ofSpecAt path: String) throws(TraceError) -> [XcodeTarget] {
        let spec = try XcodeGenSpec(path: PathText.absolute(path))
        let root = PathText.folder(of: spec.path)
        let targets = spec.dictionary["targets"] as? [String: Any] ?? [:]
        let templates = spec.dictionary["targetTemplates"] as? [String: Any] ?? [:]
        let options = spec.dictionary["options"] as? [String: Any] ?? [:]
        let configurations = (spec.dictionary["configs"] as? [String: Any]).map { Array($0.keys).sorted() } ?? ["Debug", "Release"]
        let projectSettings = XcodeGenSettings.configurations(spec.dictionary["settings"], names: configurations)
        return targets.keys.sorted().flatMap { name -> [XcodeTarget] in
            guard var fields = targets[name] as? [String: Any] else { return [] }
            // A target's templates first, the target's own values over them (`${target_name}` is the target's name).
            for template in (fields["templates"] as? [Any] ?? []).compactMap({ $0 as? String }).reversed() {
                if let values = templates[template] as? [String: Any] {
                    fields = XcodeGenSpec.merged(XcodeGenSettings.naming(values, target: name) as? [String: Any] ?? [:], fields)
                }
            }
            let platforms = (fields["platform"] as? [Any])?.compactMap { $0 as? String } ?? [(fields["platform"] as? String) ?? "iOS"]
            // A target of several platforms is one target per platform, named `App_iOS` (XcodeGen's default suffix).
            return platforms.map { platform in
                let targetName = platforms.count > 1 ? "\(name)_\(platform)" : name
                return target(targetName, fields, platform: platform, spec: spec.path, root: root, options: options,
                              configurations: configurations, projectSettings: projectSettings)
            }
        }
    }

    private func target(_ name: String, _ fields: [String: Any], platform: String, spec: String, root: String, options: [String: Any],
                        configurations: [String], projectSettings: [[String: Any]]) -> XcodeTarget {
        let type = (fields["type"] as? String) ?? ""
        var result = XcodeTarget(name: name, project: spec, kind: .init(productType: "com.apple.product-type." + type),
                                 resources: [], sources: [], infoPlists: [], synchronizedFolders: [])
        for entry in XcodeGenPaths.entries(fields["sources"] ?? []) {
            XcodeGenSources.add(entry, to: &result)
        }
        if let info = fields["info"] as? [String: Any], let path = info["path"] as? String {
            result.infoPlists.insert(path)
            if !FileManager.default.fileExists(atPath: path), let properties = info["properties"] as? [String: Any] {
                result.generatedInfoPlists[path] = GeneratedInfoPlist.bytes(of: properties)
            }
        }
        var implied: [String: Any] = [:]
        let deployment = (fields["deploymentTarget"] as? String)
            ?? ((fields["deploymentTarget"] as? [String: Any])?[platform] as? String)
            ?? ((options["deploymentTarget"] as? [String: Any])?[platform] as? String)
        if platform == "iOS", let deployment { implied["IPHONEOS_DEPLOYMENT_TARGET"] = deployment }
        let own = XcodeGenSettings.configurations(fields["settings"], names: configurations).map { implied.merging($0) { _, set in set } }
        let settings = BuildSettings(target: own, project: projectSettings)
        _ = XcodeProjectReader.apply(settings, to: &result, tree: ProjectPathTree(objects: [:], sourceRoot: root))
        result.platforms = [platform]
        result.dependencies = XcodeGenSettings.dependencies(fields["dependencies"])
        return result
    }
}
