/// The fixture's storyboards; line numbers in tests refer to these literals.
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

    /// The launch screen (App/Launch.storyboard).
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
}
