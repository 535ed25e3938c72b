import UIKit

public enum KitArt {
    public static let star = UIImage(named: "kit_star", in: .module, with: nil)
    public static let flag = UIImage(named: "kit_flag", in: .module, with: nil)
}
