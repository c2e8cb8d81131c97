/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Unsub_TitleInputs */

const en_acct_unsub_title = /** @type {(inputs: Acct_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const de_acct_unsub_title = /** @type {(inputs: Acct_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbestellen`)
};

const fr_acct_unsub_title = /** @type {(inputs: Acct_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

const es_acct_unsub_title = /** @type {(inputs: Acct_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darse de baja`)
};

const pt_br2_acct_unsub_title = /** @type {(inputs: Acct_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar inscrição`)
};

const ja_acct_unsub_title = /** @type {(inputs: Acct_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`配信停止`)
};

const ko_acct_unsub_title = /** @type {(inputs: Acct_Unsub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수신 거부`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Acct_Unsub_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_title = /** @type {((inputs?: Acct_Unsub_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_title(inputs)
	if (locale === "fr") return fr_acct_unsub_title(inputs)
	if (locale === "es") return es_acct_unsub_title(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_title(inputs)
	if (locale === "ja") return ja_acct_unsub_title(inputs)
	if (locale === "ko") return ko_acct_unsub_title(inputs)
	return en_acct_unsub_title(inputs)
});