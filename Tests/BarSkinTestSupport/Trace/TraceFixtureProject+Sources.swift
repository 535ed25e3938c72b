/// The fixture's source files; line numbers in tests refer to these literals.
extension TraceFixtureProject {
    /// A Swift view controller (App/Sources/HomeViewController.swift).
    public static let swiftSource = #"""
import UIKit
import SwiftUI

final class HomeViewController: UIViewController {
    // UIImage(named: "commented_out") is not a use.
    /* A block comment: Image("also_commented") /* nested */ still a comment */
    let note = "UIImage(named: \"in_a_string\")"

    func configure(index: Int, flag: Bool) {
        let hero = UIImage(named: "hero")
        let art = Image("swiftui_art")
        let literal = #imageLiteral(resourceName: "Detail_Photo")
        let resource = UIImage(imageLiteralResourceName: "btn_play")
        let badge = UIImage(resource: .appBadge)
        let swiftUIBadge = Image(.appBadge)
        let gear = UIImage(systemName: "gear")
        let frame = UIImage(named: "frame_\(index)")
        let name = flag ? "tab_home" : "tab_home_sel"
        let chosen = UIImage(named: name)
        let bundled = UIImage(named: "Stuff.bundle/bundled", in: nil, compatibleWith: nil)
        let path = Bundle.main.path(forResource: "photo", ofType: "jpg")
        let joined = UIImage(named: "dup" + suffix + "a")
        let missingSymbol = Image(.noSuchAsset)
    }
}
"""#

    /// An Objective-C controller (App/Sources/LegacyController.m).
    public static let objcSource = #"""
#import "LegacyController.h"

static NSString *const kField = @"field_bg";

@implementation LegacyController

- (void)viewDidLoad {
    // [UIImage imageNamed:@"commented_objc"];
    UIImage *bg = [UIImage imageNamed:@"btn_bg"];
    UIImage *frame = [UIImage imageNamed:[NSString stringWithFormat:@"frame_%02d", 1]];
    NSString *img = @"Hero";
    UIImage *wrongCase = [UIImage imageNamed:img inBundle:nil compatibleWithTraitCollection:nil];
    UIImage *anything = [UIImage imageNamed:[NSString stringWithFormat:@"%@.png", self.name]];
    UIImage *field = [UIImage imageNamed:kField];
    NSString *path = [[NSBundle mainBundle] pathForResource:@"settings_banner" ofType:@"png"];
    NSString *sound = [[NSBundle mainBundle] pathForResource:@"click" ofType:@"caf"];
}

@end
"""#
}
