extension InfoPlistScanner {
    /// Keys whose values name an app icon set (or a tvOS brand asset), not an image.
    public static let iconSetRoles: Set<String> = ["CFBundleIconName", "CFBundleAlternateIcons.CFBundleIconName"]
    /// Keys whose values name app icon files: loose files, or the names actool writes
    /// for an icon set's sizes (`AppIcon60x60`).
    public static let iconFileRoles: Set<String> = [
        "CFBundleIconFile", "CFBundleIconFiles", "CFBundleIcons.CFBundleIconFiles", "CFBundleAlternateIcons.CFBundleIconFiles",
    ]

    /// The names a `CFBundleIcons` (or `CFBundleIcons~ipad`) dictionary gives, each
    /// with its role: the primary icon's files and set name, then every alternate icon's.
    static func icons(in value: Any?) -> [(names: Any?, role: String)] {
        let icons = value as? [String: Any]
        let primary = icons?["CFBundlePrimaryIcon"]
        var found: [(names: Any?, role: String)] = [
            ((primary as? [String: Any])?["CFBundleIconFiles"], "CFBundleIcons.CFBundleIconFiles"),
            // tvOS may give the primary icon's name as the value itself.
            ((primary as? [String: Any])?["CFBundleIconName"] ?? (primary as? String), "CFBundleIconName"),
        ]
        let alternates = icons?["CFBundleAlternateIcons"]
        // iOS keys each alternate by the name the app passes to setAlternateIconName; tvOS lists the names.
        if let byName = alternates as? [String: Any] {
            for name in byName.keys.sorted() {
                let icon = byName[name] as? [String: Any]
                found.append((icon?["CFBundleIconFiles"], "CFBundleAlternateIcons.CFBundleIconFiles"))
                found.append((icon?["CFBundleIconName"], "CFBundleAlternateIcons.CFBundleIconName"))
            }
        }
        found.append((alternates as? [Any], "CFBundleAlternateIcons.CFBundleIconName"))
        return found
    }
}
