extension ReferenceResolver {
    /// The folder of the icon set an Info.plist icon key names, for a name no image
    /// has: the set itself (`AppIcon`, an alternate icon's `CFBundleIconName`) or a
    /// file actool writes for one of its sizes (`AppIcon60x60`, `AppIcon83.5x83.5@2x~ipad.png`). Code that
    /// names a set (winston's icon picker, `UIImage(named: self.name ?? "iconStandard")`) gets the icon
    /// actool compiled under that name, no missing image.
    func iconSet(named name: String, role: String) -> String? {
        if let folder = index.iconSets[name] { return folder }
        let namesFiles = InfoPlistScanner.iconFileRoles.contains(role)
        guard namesFiles || InfoPlistScanner.iconSetRoles.contains(role) else { return nil }
        guard namesFiles else { return nil }
        let stem = Self.iconFileStem(name)
        return index.iconSets[stem] ?? Self.withoutIconSize(stem).flatMap { index.iconSets[$0] }
    }

    /// A file name without `.png`, then `~ipad`/`~iphone`, then `@2x`-style scale.
    static func iconFileStem(_ name: String) -> String {
        var stem = Substring(name)
        if stem.lowercased().hasSuffix(".png") { stem = stem.dropLast(4) }
        for device in ["~ipad", "~iphone"] where stem.hasSuffix(device) { stem = stem.dropLast(device.count) }
        if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].wholeMatch(of: /[0-9]+x/) != nil { stem = stem[..<at] }
        return String(stem)
    }

    /// The name before an icon size such as `60x60`, `83.5x83.5` or `-20` (`AppIcon-20`, a primary icon's
    /// file list that actool replaces with the set's when the target compiles one), or nil without one.
    static func withoutIconSize(_ stem: String) -> String? {
        guard let match = stem.firstMatch(of: /([0-9]+(\.[0-9]+)?x[0-9]+(\.[0-9]+)?|[-_ ][0-9]+(\.[0-9]+)?)$/), match.range.lowerBound > stem.startIndex else { return nil }
        return String(stem[..<match.range.lowerBound])
    }
}
