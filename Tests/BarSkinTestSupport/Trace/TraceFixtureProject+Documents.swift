/// The fixture's text documents; line numbers in tests refer to these literals.
extension TraceFixtureProject {
    /// The main storyboard (App/Base.lproj/Main.storyboard).
    public static let mainStoryboard = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="tab">
    <scenes>
        <scene sceneID="s-tab">
            <objects>
                <tabBarController id="tab" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/>
                        <segue destination="settings" kind="relationship" relationship="viewControllers" id="g2"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="s-nav">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Home" image="tab_home" selectedImage="tab_home_sel" id="ti1"/>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="rootViewController" id="g3"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s-home">
            <objects>
                <viewController storyboardIdentifier="Home" id="home" customClass="HomeViewController" sceneMemberID="viewController">
                    <view key="view" id="v1">
                        <subviews>
                            <imageView image="hero" highlightedImage="hero" id="i1"/>
                            <imageView id="i2">
                                <imageReference key="image" image="star.fill" catalog="system" symbolScale="large"/>
                            </imageView>
                            <button id="b1">
                                <state key="normal" image="btn_play" backgroundImage="btn_bg"/>
                                <accessibilityTraits key="traits" image="YES"/>
                            </button>
                        </subviews>
                    </view>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="image" keyPath="placeholder" value="avatar_blank"/>
                    </userDefinedRuntimeAttributes>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s-settings">
            <objects>
                <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Settings" image="Icons/star" id="ti2"/>
                    <view key="view" id="v2">
                        <subviews>
                            <imageView image="settings_banner" id="i3"/>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s-detail">
            <objects>
                <viewController id="detail" sceneMemberID="viewController">
                    <imageView key="view" image="detail_photo" id="i4">
                        <imageReference key="highlightedImage" image="nowhere_to_be_found"/>
                    </imageView>
                </viewController>
            </objects>
        </scene>
    </scenes>
    <resources>
        <image name="hero" width="50" height="30"/>
        <image name="only_in_resources" width="1" height="1"/>
        <image name="star.fill" catalog="system" width="24" height="22"/>
    </resources>
</document>
"""#

    static let launchStoryboard = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="launch">
    <scenes>
        <scene sceneID="s-launch">
            <objects>
                <viewController id="launch" sceneMemberID="viewController">
                    <imageView key="view" image="launch_logo" id="l1"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""#

    /// A xib in the legacy archive format (App/Legacy.xib).
    public static let legacyXib = #"""
<?xml version="1.0" encoding="UTF-8"?>
<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
	<data>
		<object class="IBUIImageView" id="100">
			<object class="NSCustomResource" key="IBUIImage">
				<string key="NSClassName">NSImage</string>
				<string key="NSResourceName">logo.png</string>
			</object>
		</object>
		<object class="IBUIButton" id="101">
			<object class="NSCustomResource" key="IBUIHighlightedImage" id="55">
				<string key="NSClassName">NSImage</string>
				<string key="NSResourceName">btn_play.png</string>
			</object>
			<reference key="IBUINormalImage" ref="55"/>
			<reference key="IBUISelectedImage" ref="55"/>
			<reference key="NSNextResponder" ref="100"/>
		</object>
		<dictionary class="NSMutableDictionary" key="IBDocument.LastKnownImageSizes">
			<string key="logo.png">{120, 40}</string>
		</dictionary>
	</data>
</archive>
"""#

    /// A table cell xib (App/Cell.xib).
    public static let cellXib = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <objects>
        <tableViewCell id="c1">
            <slider minimumValueImage="vol_low" maximumValueImage="Icons/star" id="s1"/>
            <textField background="field_bg.png" id="t1"/>
        </tableViewCell>
    </objects>
</document>
"""#

    /// The app's Info.plist (App/Info.plist).
    public static let infoPlist = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleIcons</key>
	<dict>
		<key>CFBundlePrimaryIcon</key>
		<dict>
			<key>CFBundleIconName</key>
			<string>AppIcon</string>
			<key>CFBundleIconFiles</key>
			<array>
				<string>btn_play</string>
			</array>
		</dict>
	</dict>
	<key>UILaunchImages</key>
	<array>
		<dict>
			<key>UILaunchImageName</key>
			<string>launch_logo</string>
		</dict>
	</array>
	<key>UILaunchStoryboardName</key>
	<string>Launch</string>
	<key>UIMainStoryboardFile</key>
	<string>Main</string>
</dict>
</plist>
"""#

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
