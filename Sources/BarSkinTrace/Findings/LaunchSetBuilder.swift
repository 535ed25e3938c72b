import BarSkinCore

/// Works out which images load at launch: the initial scene of the main
/// storyboard (and of the launch storyboard), followed through tab bar and
/// navigation controllers and embed segues, plus Info.plist's launch images.
///
/// A tab bar controller shows its first tab's scene in full and every tab's
/// tab bar item images; a navigation controller shows its root scene. App
/// icons are drawn by the home screen, not the app, so they are not counted.
struct LaunchSetBuilder {
    let documents: [InterfaceDocument]
    let plists: [InfoPlist]

    /// Marks launch references and returns the launch set.
    func mark(_ references: inout [ResolvedReference], index: AssetIndex, profile: DeviceProfile) -> LaunchSet {
        let resolver = ReferenceResolver(index: index, profile: profile, documents: documents)
        var launchKeys = Set<ImageReference>()
        var storyboard: String?
        // The app's own Info.plist sits nearer the project's top than a vendored example app's: it names the storyboard shown.
        for plist in plists.sorted(by: { ($0.path.split(separator: "/").count, $0.path) < ($1.path.split(separator: "/").count, $1.path) }) {
            for (name, role) in [(plist.mainInterface, "UIMainStoryboardFile"), (plist.launchStoryboard, "UILaunchStoryboardName")] {
                guard let name, let document = resolver.document(named: name, role: role, near: plist.path) else { continue }
                if role == "UIMainStoryboardFile" && storyboard == nil { storyboard = document.path }
                launchKeys.formUnion(launchReferences(in: document))
            }
            if let nib = plist.mainInterface, let document = resolver.document(named: nib, role: "NSMainNibFile", near: plist.path) {
                launchKeys.formUnion(document.references)
            }
            for reference in plist.references where InfoPlistScanner.launchRoles.contains(reference.role) {
                launchKeys.insert(reference)
            }
        }
        var variants: [String: AssetVariant] = [:]
        for asset in index.allAssets { for variant in asset.variants { variants[variant.path] = variant } }
        var images: [String: LaunchImage] = [:]
        for position in references.indices where launchKeys.contains(references[position].reference) {
            references[position].launch = true
            guard let path = references[position].resolvedPath, images[path] == nil else { continue }
            let size = variants[path]?.pixelSize
            images[path] = LaunchImage(
                name: references[position].reference.displayName, path: path, pixelSize: size,
                decodedBytes: size.map { LaunchImage.decodedBytes(of: $0) } ?? 0)
        }
        return LaunchSet(images: images.values.sorted { $0.path < $1.path }, storyboard: storyboard)
    }

    /// References of the initial scene and the scenes shown with it.
    private func launchReferences(in document: InterfaceDocument) -> [ImageReference] {
        guard let initial = document.initialViewController else { return [] }
        var scenesByController: [String: StoryboardScene] = [:]
        for scene in document.scenes { if let id = scene.controllerID { scenesByController[id] = scene } }
        var result: [ImageReference] = []
        var visited = Set<String>()
        func include(_ id: String, full: Bool) {
            guard let scene = scenesByController[id] else { return }
            let items = scene.referenceIndices.map { document.references[$0] }
            result += full ? items : items.filter { $0.role.hasPrefix("tabBarItem.") }
            guard full, visited.insert(id).inserted else { return }
            let tabs = scene.relationships.filter { $0.kind == "viewControllers" }.map(\.destination)
            for (position, tab) in tabs.enumerated() { include(tab, full: position == 0) }
            for relation in scene.relationships where relation.kind == "rootViewController" || relation.kind == "embed" {
                include(relation.destination, full: true)
            }
        }
        include(initial, full: true)
        return result
    }
}
