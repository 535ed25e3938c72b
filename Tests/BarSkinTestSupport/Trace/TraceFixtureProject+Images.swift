import BarSkin

/// The fixture's images: catalog and loose art at several scales and devices.
extension TraceFixtureProject {
    /// Every PNG of the project, sorted by path.
    static var images: [(String, Bitmap)] {
        var list: [(String, Bitmap)] = [
            ("\(catalog)/hero.imageset/hero@2x.png", solid(100, 60, seed: 1)),
            ("\(catalog)/hero.imageset/hero@3x.png", solid(150, 90, seed: 2)),
            ("\(catalog)/btn_bg.imageset/btn_bg@2x.png", solid(20, 20, seed: 3)),
            ("\(catalog)/Icons/star.imageset/star@2x.png", solid(24, 24, seed: 4)),
            ("\(catalog)/Icons/star.imageset/star@3x.png", solid(36, 36, seed: 5)),
            ("\(catalog)/Detail_Photo.imageset/photo@2x.png", solid(8, 8, seed: 6)),
            ("\(catalog)/Detail_Photo.imageset/photo@3x.png", solid(12, 12, seed: 7)),
            ("\(catalog)/appBadge.imageset/badge@2x.png", solid(10, 10, seed: 8)),
            ("\(catalog)/appBadge.imageset/badge@3x.png", solid(15, 15, seed: 9)),
            ("\(catalog)/AppIcon.appiconset/icon.png", solid(120, 120, seed: 10)),
            ("Pods/Vendor/pod_image.png", solid(4, 4, seed: 11)),
            ("App/Images/btn_play.png", solid(30, 30, seed: 12)),
            ("App/Images/btn_play@2x.png", solid(60, 60, seed: 13)),
            ("App/Images/btn_play@3x.png", solid(90, 90, seed: 14)),
            ("App/Images/settings_banner@2x.png", solid(64, 40, seed: 15)),
            ("App/Images/settings_banner@3x.png", solid(97, 60, seed: 16)),
            ("App/Images/frame_01@2x.png", solid(16, 16, seed: 17)),
            ("App/Images/frame_01@3x.png", solid(24, 24, seed: 18)),
            ("App/Images/badge~ipad@2x.png", solid(40, 40, seed: 19)),
            ("App/Images/dup_a@2x.png", solid(6, 6, seed: 20)),
            ("App/Images/dup_a@3x.png", solid(9, 9, seed: 21)),
            ("App/Images/dup_b@2x.png", solid(6, 6, seed: 20)),
            ("App/Images/dup_b@3x.png", solid(9, 9, seed: 21)),
            ("App/Images/hero@2x.png", solid(100, 60, seed: 1)),
            ("App/Images/hero@3x.png", solid(150, 90, seed: 2)),
            ("App/Images/tab_home@2x.png", solid(50, 50, seed: 22)),
            ("App/Images/tab_home@3x.png", solid(75, 75, seed: 23)),
            ("App/Images/tab_home@2x~ipad.png", solid(50, 50, seed: 24)),
            ("App/Images/launch_logo@3x.png", solid(30, 30, seed: 25)),
            ("App/Images/field_bg@2x.png", solid(40, 8, seed: 28)),
            ("App/Images/field_bg@3x.png", solid(63, 12, seed: 29)),
            ("App/Resources/Stuff.bundle/bundled@2x.png", solid(2, 2, seed: 26)),
            ("App/Resources/Stuff.bundle/bundled@3x.png", solid(3, 3, seed: 27)),
            ("App/Skin/Icons/tab_search@2x.png", solid(50, 50, seed: 30)),
            ("App/Skin/Icons/tab_search@3x.png", solid(75, 75, seed: 31)),
            ("App/Skin/Icons/tab_profile@2x.png", solid(50, 50, seed: 32)),
            ("App/Skin/Icons/tab_profile@3x.png", solid(75, 75, seed: 33)),
            ("App/Skin/Art/gloss.png", solid(25, 25, seed: 34)),
            ("App/Skin/Art/gloss@2x.png", solid(50, 50, seed: 35)),
            ("App/Skin/Art/gloss@3x.png", solid(75, 75, seed: 36)),
            ("App/Skin/Art/bar_bg@2x.png", solid(20, 98, seed: 37)),
            ("App/Skin/Art/bar_bg@3x.png", solid(30, 147, seed: 38)),
        ]
        list.sort { $0.0 < $1.0 }
        return list
    }

    /// A solid square-ish bitmap; `seed` makes pixels differ between images.
    static func solid(_ width: Int, _ height: Int, seed: UInt8) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = RGBA8(seed, UInt8(x & 0xFF), UInt8(y & 0xFF), 255) } }
        return bitmap
    }
}
