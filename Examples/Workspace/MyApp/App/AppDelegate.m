#import "AppDelegate.h"
#import "Event.h"

@implementation AppDelegate

- (void)configure {
    self.logo.image = [UIImage imageNamed:@"logo"];
    self.stars.image = [UIImage imageNamed:@"stars"];
    // In the project, on disk, and in no Copy Bundle Resources phase.
    self.hint.image = [UIImage imageNamed:@"onlydisk"];
}

- (UIImage *)iconForEvent:(Event *)event {
    return [UIImage imageNamed:[NSString stringWithFormat:@"%@.png", event.type]];
}

@end
