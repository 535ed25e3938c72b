import BarSkinCore

extension SystemImages {
    /// The launch storyboard (or xib) that replaces the apps' `Default*.png` launch images: from
    /// iOS 8 the system shows the `UILaunchStoryboardName` screen and never loads the files. Nil
    /// unless every app's Info.plist names one and every configuration deploys to iOS 8 or later;
    /// without a project to give the deployment target the images keep their convention. An app
    /// target whose settings give none (MobileOrg sets it in an `#include` that is not beside the file) builds
    /// for its SDK's own version, and no Xcode that builds today deploys below iOS 12.
    static func launchStoryboard(plists: [InfoPlist], targets: [XcodeTarget]) -> String? {
        let apps = targets.filter { $0.kind == .application }
        var storyboard: String?
        for plist in plists {
            let path = PathText.absolute(plist.path)
            let owners = apps.filter { $0.infoPlists.contains(path) }
            guard !owners.isEmpty else { continue }
            guard let name = plist.launchStoryboard, owners.allSatisfy({ $0.iOSDeploymentTargets.isEmpty || $0.deploysToIOS(atLeast: 8) }) else { return nil }
            storyboard = storyboard ?? name
        }
        return storyboard
    }

    /// The message of each loose launch image the launch storyboard has replaced, by key.
    func replacedLaunchImages(plists: [InfoPlist]) -> [AssetKey: String] {
        guard let launchStoryboard else { return [:] }
        let bases = Self.launchBases(plists)
        var messages: [AssetKey: String] = [:]
        for asset in index.loose.values where !asset.name.contains("/") && Self.isLaunchImage(asset.name, bases: bases) {
            messages[asset.key] = "the launch image '\(asset.name)' is not used: the launch storyboard '\(launchStoryboard)' "
                + "replaces launch images from iOS 8, and the app deploys to iOS 8 or later"
        }
        return messages
    }

    /// `Default` and the base names `UILaunchImageFile` and `UILaunchImages` give: they replace `Default`,
    /// and all count, so a stale key never hides an image.
    static func launchBases(_ plists: [InfoPlist]) -> Set<String> {
        var bases: Set<String> = ["Default"]
        for plist in plists {
            for reference in plist.references where replaceableRoles.contains(reference.role) {
                if case .name(let name) = reference.target { bases.insert(withoutPNG(name)) }
            }
        }
        return bases
    }

    /// The Info.plist keys that name legacy launch images, which a launch storyboard replaces.
    static let replaceableRoles: Set<String> = ["UILaunchImageFile", "UILaunchImages.UILaunchImageName"]

    /// Whether a reference is an Info.plist's legacy launch image key that the launch storyboard has
    /// replaced: the system never loads what it names, so it is no use.
    func isReplacedLaunchKey(_ reference: ImageReference) -> Bool {
        launchStoryboard != nil && reference.source == .plist && Self.replaceableRoles.contains(reference.role)
    }

    /// Whether a loose image's name is a launch image's: a base, or a base and a `-` variant (`Default-568h`).
    static func isLaunchImage(_ name: String, bases: Set<String>) -> Bool {
        bases.contains { name == $0 || name.hasPrefix($0 + "-") }
    }
}
