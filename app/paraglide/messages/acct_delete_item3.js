/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_Item3Inputs */

const en_acct_delete_item3 = /** @type {(inputs: Acct_Delete_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the events you are going to, the centers you follow and your mail settings;`)
};

const de_acct_delete_item3 = /** @type {(inputs: Acct_Delete_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die Events, zu denen du gehst, die Center, denen du folgst, und deine E-Mail-Einstellungen;`)
};

const fr_acct_delete_item3 = /** @type {(inputs: Acct_Delete_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les événements auxquels vous participez, les centres que vous suivez et vos paramètres d'e-mail ;`)
};

const es_acct_delete_item3 = /** @type {(inputs: Acct_Delete_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los eventos a los que vas, los centros que sigues y tus ajustes de correo;`)
};

const pt_br2_acct_delete_item3 = /** @type {(inputs: Acct_Delete_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`os eventos em que você vai, os centros que você segue e suas configurações de e-mail;`)
};

const ja_acct_delete_item3 = /** @type {(inputs: Acct_Delete_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加予定のイベント、フォロー中のセンター、メール設定`)
};

const ko_acct_delete_item3 = /** @type {(inputs: Acct_Delete_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석할 이벤트, 팔로우하는 센터, 이메일 설정`)
};

/**
* | output |
* | --- |
* | "the events you are going to, the centers you follow and your mail settings;" |
*
* @param {Acct_Delete_Item3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_item3 = /** @type {((inputs?: Acct_Delete_Item3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_Item3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_item3(inputs)
	if (locale === "fr") return fr_acct_delete_item3(inputs)
	if (locale === "es") return es_acct_delete_item3(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_item3(inputs)
	if (locale === "ja") return ja_acct_delete_item3(inputs)
	if (locale === "ko") return ko_acct_delete_item3(inputs)
	return en_acct_delete_item3(inputs)
});