/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Unsub_ChooseInputs */

const en_acct_unsub_choose = /** @type {(inputs: Acct_Unsub_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which e-mails you get`)
};

const de_acct_unsub_choose = /** @type {(inputs: Acct_Unsub_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, welche E-Mails du bekommst`)
};

const fr_acct_unsub_choose = /** @type {(inputs: Acct_Unsub_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez les e-mails que vous recevez`)
};

const es_acct_unsub_choose = /** @type {(inputs: Acct_Unsub_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué correos recibes`)
};

const pt_br2_acct_unsub_choose = /** @type {(inputs: Acct_Unsub_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha quais e-mails você recebe`)
};

const ja_acct_unsub_choose = /** @type {(inputs: Acct_Unsub_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`受け取るメールを選ぶ`)
};

const ko_acct_unsub_choose = /** @type {(inputs: Acct_Unsub_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`받을 이메일 선택`)
};

/**
* | output |
* | --- |
* | "Choose which e-mails you get" |
*
* @param {Acct_Unsub_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_choose = /** @type {((inputs?: Acct_Unsub_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_choose(inputs)
	if (locale === "fr") return fr_acct_unsub_choose(inputs)
	if (locale === "es") return es_acct_unsub_choose(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_choose(inputs)
	if (locale === "ja") return ja_acct_unsub_choose(inputs)
	if (locale === "ko") return ko_acct_unsub_choose(inputs)
	return en_acct_unsub_choose(inputs)
});