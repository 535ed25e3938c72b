/// The images AppKit itself provides by name (`NSImage.Name`'s constants: `NSActionTemplate`,
/// `NSAddTemplate`, `NSFolder`, ...), which a Mac storyboard or xib names like any image of
/// the app's: the system's, so never `missing`, never looked for in the bundle.
enum AppKitImageNames {
    /// Whether `name` is one of AppKit's named images.
    static func contains(_ name: String) -> Bool {
        guard name.hasPrefix("NS") else { return false }
        return names.contains(name) || name.hasPrefix("NSTouchBar")
    }

    /// Whether a load by `role` of `name`, which no image of the app's has, finds one of AppKit's own. `NSImage(named:)`
    /// finds AppKit's images after the app's, the documented constants' and the many AppKit uses itself
    /// (`NSPauseTemplate`, `NSTransferDownload`), so a Swift `NSImage` load of any `NS` name is AppKit's; Objective-C's
    /// `imageNamed:` is UIKit's as often, so there only the documented names count.
    static func isAppKits(_ name: String, role: String) -> Bool {
        if role.hasPrefix("NSImage") {
            let bytes = Array(name.utf8)
            return bytes.count > 2 && bytes[0] == UInt8(ascii: "N") && bytes[1] == UInt8(ascii: "S") && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2])
        }
        return role.hasPrefix("imageNamed") && contains(name)
    }

    /// The values of AppKit's `NSImageName...` constants (the Touch Bar's are matched by prefix).
    static let names: Set<String> = [
        "NSActionTemplate", "NSAddTemplate", "NSAdvanced", "NSApplicationIcon", "NSBluetoothTemplate", "NSBonjour",
        "NSBookmarksTemplate", "NSCaution", "NSColorPanel", "NSColumnViewTemplate", "NSComputer", "NSDotMac",
        "NSEnterFullScreenTemplate", "NSEveryone", "NSExitFullScreenTemplate", "NSFlowViewTemplate", "NSFolder",
        "NSFolderBurnable", "NSFolderSmart", "NSFollowLinkFreestandingTemplate", "NSFontPanel", "NSGoBackTemplate",
        "NSGoForwardTemplate", "NSGoLeftTemplate", "NSGoRightTemplate", "NSHomeTemplate", "NSIChatTheaterTemplate",
        "NSIconViewTemplate", "NSInfo", "NSInvalidDataFreestandingTemplate", "NSLeftFacingTriangleTemplate",
        "NSListViewTemplate", "NSLockLockedTemplate", "NSLockUnlockedTemplate", "NSMenuMixedStateTemplate",
        "NSMenuOnStateTemplate", "NSMobileMe", "NSMultipleDocuments", "NSNetwork", "NSPathTemplate", "NSPreferencesGeneral",
        "NSQuickLookTemplate", "NSRefreshFreestandingTemplate", "NSRefreshTemplate", "NSRemoveTemplate",
        "NSRevealFreestandingTemplate", "NSRightFacingTriangleTemplate", "NSShareTemplate", "NSSlideshowTemplate",
        "NSSmartBadgeTemplate", "NSStatusAvailable", "NSStatusNone", "NSStatusPartiallyAvailable", "NSStatusUnavailable",
        "NSStopProgressFreestandingTemplate", "NSStopProgressTemplate", "NSTrashEmpty", "NSTrashFull", "NSUser",
        "NSUserAccounts", "NSUserGroup", "NSUserGuest",
    ]
}
