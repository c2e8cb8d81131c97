/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_TitleInputs */

const en_me_notif_title = /** @type {(inputs: Me_Notif_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const de_me_notif_title = /** @type {(inputs: Me_Notif_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen`)
};

const fr_me_notif_title = /** @type {(inputs: Me_Notif_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const es_me_notif_title = /** @type {(inputs: Me_Notif_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

const pt_br2_me_notif_title = /** @type {(inputs: Me_Notif_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações`)
};

const ja_me_notif_title = /** @type {(inputs: Me_Notif_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

const ko_me_notif_title = /** @type {(inputs: Me_Notif_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알림`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Me_Notif_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_title = /** @type {((inputs?: Me_Notif_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_title(inputs)
	if (locale === "fr") return fr_me_notif_title(inputs)
	if (locale === "es") return es_me_notif_title(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_title(inputs)
	if (locale === "ja") return ja_me_notif_title(inputs)
	if (locale === "ko") return ko_me_notif_title(inputs)
	return en_me_notif_title(inputs)
});