/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notification_SettingsInputs */

const en_me_notification_settings = /** @type {(inputs: Me_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification settings`)
};

const de_me_notification_settings = /** @type {(inputs: Me_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen`)
};

const fr_me_notification_settings = /** @type {(inputs: Me_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres de notification`)
};

const es_me_notification_settings = /** @type {(inputs: Me_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de notificaciones`)
};

const pt_br2_me_notification_settings = /** @type {(inputs: Me_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurações de notificação`)
};

const ja_me_notification_settings = /** @type {(inputs: Me_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知設定`)
};

const ko_me_notification_settings = /** @type {(inputs: Me_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알림 설정`)
};

/**
* | output |
* | --- |
* | "Notification settings" |
*
* @param {Me_Notification_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notification_settings = /** @type {((inputs?: Me_Notification_SettingsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notification_SettingsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notification_settings(inputs)
	if (locale === "fr") return fr_me_notification_settings(inputs)
	if (locale === "es") return es_me_notification_settings(inputs)
	if (locale === "pt-BR") return pt_br2_me_notification_settings(inputs)
	if (locale === "ja") return ja_me_notification_settings(inputs)
	if (locale === "ko") return ko_me_notification_settings(inputs)
	return en_me_notification_settings(inputs)
});