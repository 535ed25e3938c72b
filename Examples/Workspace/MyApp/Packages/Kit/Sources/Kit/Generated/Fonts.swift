// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import UIKit

public enum FontFamily {
  public enum Brand {
    public static let regular = FontConvertible(name: "Brand-Regular", family: "Brand", path: "Brand-Regular.ttf")
  }
}

public struct FontConvertible {
  public let name: String
  public let family: String
  public let path: String

  public func font(size: CGFloat) -> UIFont {
    UIFont(name: name, size: size)!
  }
}
