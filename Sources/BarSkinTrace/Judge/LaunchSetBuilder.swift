import BarSkinCore

/// Works out which images load at launch: the initial scene of the main
/// storyboard (and of the launch storyboard, or the whole launch xib), followed through tab bar and
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
                // A launch xib is one view, shown whole.
                launchKeys.formUnion(document.source == .xib ? document.references : launchReferences(in: document))
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

    /// References of the initial scene and the scenes shown with it, found on a stack of
    /// scenes rather than the call stack, each shown once: a chain of embeds as long
    /// as the storyboard, or relationships that come back on themselves, end.
    private func launchReferences(in document: InterfaceDocument) -> [ImageReference] {
        guard let initial = document.initialViewController else { return [] }
        var scenesByController: [String: StoryboardScene] = [:]
        for scene in document.scenes { if let id = scene.controllerID { scenesByController[id] = scene } }
        var result: [ImageReference] = []
        // Each scene's references are taken once in full and once as a tab: a scene that many
        // others embed costs its references once, not once per embedding.
        var shown = Set<String>(), shownAsTab = Set<String>()
        var pending = [(id: initial, full: true)]
        while let (id, full) = pending.popLast() {
            guard let scene = scenesByController[id], full ? shown.insert(id).inserted : shownAsTab.insert(id).inserted else { continue }
            let items = scene.referenceIndices.map { document.references[$0] }
            // A tab other than the first shows only its tab bar item until it is chosen.
            result += full ? items : items.filter { $0.role.hasPrefix("tabBarItem.") }
            guard full else { continue }
            let tabs = scene.relationships.filter { $0.kind == "viewControllers" }.map(\.destination)
            let shown = scene.relationships.filter { $0.kind == "rootViewController" || $0.kind == "embed" }.map(\.destination)
            pending += (tabs.enumerated().map { ($0.element, $0.offset == 0) } + shown.map { ($0, true) }).reversed()
        }
        return result
    }
}
