/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Unsub_Done_TitleInputs */

const en_acct_unsub_done_title = /** @type {(inputs: Acct_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

const de_acct_unsub_done_title = /** @type {(inputs: Acct_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast abbestellt`)
};

const fr_acct_unsub_done_title = /** @type {(inputs: Acct_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes désabonné`)
};

const es_acct_unsub_done_title = /** @type {(inputs: Acct_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te has dado de baja`)
};

const pt_br2_acct_unsub_done_title = /** @type {(inputs: Acct_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua inscrição foi cancelada`)
};

const ja_acct_unsub_done_title = /** @type {(inputs: Acct_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`配信を停止しました`)
};

const ko_acct_unsub_done_title = /** @type {(inputs: Acct_Unsub_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수신 거부되었습니다`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Acct_Unsub_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_done_title = /** @type {((inputs?: Acct_Unsub_Done_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_Done_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_done_title(inputs)
	if (locale === "fr") return fr_acct_unsub_done_title(inputs)
	if (locale === "es") return es_acct_unsub_done_title(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_done_title(inputs)
	if (locale === "ja") return ja_acct_unsub_done_title(inputs)
	if (locale === "ko") return ko_acct_unsub_done_title(inputs)
	return en_acct_unsub_done_title(inputs)
});