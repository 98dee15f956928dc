import { ActionIcon, Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

const choices = [
  { value: 'auto', label: 'Match the system', icon: IconDeviceDesktop },
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
] as const;

/** Light and dark follow the OS by default; a person can pin either one here. */
export function ColorSchemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const CurrentIcon = computed === 'dark' ? IconMoon : IconSun;
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Change theme"
          title="Theme"
          data-testid="theme-menu"
        >
          <CurrentIcon size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.value}
            leftSection={<choice.icon size={16} stroke={1.6} />}
            rightSection={colorScheme === choice.value ? <IconCheck size={14} /> : null}
            onClick={() => setColorScheme(choice.value)}
            data-testid={`theme-${choice.value}`}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
