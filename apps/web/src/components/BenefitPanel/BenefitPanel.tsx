import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './BenefitPanel.module.css';

/** A benefit's words are catalog messages (the panel shows them in the screens' language). */
export interface Benefit {
  Icon: Icon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** A dark side panel listing benefits with gold icons (the /auth and /demo-booking panels). */
export function BenefitPanel(props: {
  id: string;
  eyebrow: string;
  title: string;
  benefits: readonly Benefit[];
  framed?: boolean;
  centered?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Stack
      gap="xl"
      justify={props.centered ? 'center' : undefined}
      className={props.framed ? `${classes.panel} ${classes.framed}` : classes.panel}
      component="aside"
      aria-labelledby={props.id}
    >
      <div>
        <Text className={classes.eyebrow}>{props.eyebrow}</Text>
        <Title order={2} id={props.id} className={classes.title}>
          {props.title}
        </Title>
      </div>
      <List spacing="lg" listStyleType="none" className={classes.list}>
        {props.benefits.map(({ Icon, title, text }) => (
          <List.Item
            key={title.id}
            icon={
              <ThemeIcon
                size={40}
                radius="xl"
                variant="light"
                color="gold"
                className={classes.icon}
              >
                <Icon size={20} aria-hidden />
              </ThemeIcon>
            }
          >
            <Text fw={600} c="white">
              {t(title)}
            </Text>
            <Text size="sm" className={classes.text}>
              {t(text)}
            </Text>
          </List.Item>
        ))}
      </List>
      {props.children && <Text className={classes.note}>{props.children}</Text>}
    </Stack>
  );
}
