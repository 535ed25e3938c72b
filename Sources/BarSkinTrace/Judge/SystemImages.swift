import BarSkinCore

/// Images the system loads by convention rather than by any call in the app,
/// each with the reason: launch images (`Default*.png`, or the base name
/// `UILaunchImageFile` gives, until a launch storyboard replaces them), app icons
/// (`Icon*.png`, `AppIcon*.png`) and the art inside `Settings.bundle`, which the Settings app shows.
struct SystemImages {
    /// Why a launch image is used.
    static let launchImage = "launch image"
    /// Why an app icon is used.
    static let appIcon = "app icon"
    /// Why a Settings.bundle image is used.
    static let settingsBundle = "settings bundle"

    let index: AssetIndex
    /// The launch storyboard that replaces the `Default*.png` launch images (``launchStoryboard(plists:targets:)``),
    /// nil while they still show.
    var launchStoryboard: String?

    /// Info.plist keys whose images the system loads, and why.
    static let plistRoles: [String: String] = Dictionary(
        uniqueKeysWithValues: InfoPlistScanner.iconFileRoles.union(InfoPlistScanner.iconSetRoles).map { ($0, appIcon) }
            + [("UILaunchImageFile", launchImage), ("UILaunchImages.UILaunchImageName", launchImage)])

    /// The reason for every asset the system loads, by key: named by an Info.plist key, or by convention.
    func reasons(plists: [InfoPlist], references: [ResolvedReference]) -> [AssetKey: String] {
        var reasons = reasons(plists: plists)
        for resolved in references where resolved.reference.source == .plist {
            guard let reason = Self.plistRoles[resolved.reference.role] else { continue }
            for key in resolved.matchedAssets { reasons[key] = reason }
        }
        return reasons
    }

    /// The reason for every loose asset the system loads by its name alone, by key.
    func reasons(plists: [InfoPlist]) -> [AssetKey: String] {
        let launchBases = Self.launchBases(plists)
        var reasons: [AssetKey: String] = [:]
        for asset in index.loose.values {
            let key = AssetKey(kind: .file, name: asset.name)
            if asset.name.hasPrefix("Settings.bundle/") {
                reasons[key] = Self.settingsBundle
            } else if asset.name.contains("/") {
                continue
            } else if Self.isLaunchImage(asset.name, bases: launchBases) {
                if launchStoryboard == nil { reasons[key] = Self.launchImage }
            } else if asset.name == "Icon" || asset.name.hasPrefix("Icon-") || asset.name.hasPrefix("AppIcon") {
                reasons[key] = Self.appIcon
            }
        }
        return reasons
    }

    /// The launch images among `reasons`, as the launch set lists them: the file at the profile's highest scale.
    func launchImages(_ reasons: [AssetKey: String], profile: DeviceProfile) -> [LaunchImage] {
        let resolver = ImageNamedResolver(index: index, profile: profile)
        return reasons.filter { $0.value == Self.launchImage }.keys.sorted().compactMap { key in
            guard let asset = index.loose[key.name], let variant = resolver.variant(of: asset, at: profile.highestScale) else { return nil }
            return LaunchImage(name: asset.name, path: variant.path, pixelSize: variant.pixelSize,
                               decodedBytes: variant.pixelSize.map(LaunchImage.decodedBytes(of:)) ?? 0)
        }
    }

    static func withoutPNG(_ name: String) -> String {
        name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    }
}
