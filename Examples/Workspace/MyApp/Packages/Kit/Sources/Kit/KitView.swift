import UIKit

public enum KitArt {
    public static let star = UIImage(named: "kit_star", in: .module, with: nil)
    public static let flag = UIImage(named: "kit_flag", in: .module, with: nil)
    // No bundle named: the main bundle, the app's, whose catalog has it.
    public static let home = UIImage(named: "tab_home")
}

// The kit's own screen reads them: a static nothing reads never loads.
public let kitScreen = [KitArt.star, KitArt.flag, KitArt.home]
