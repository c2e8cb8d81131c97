/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changed_ActionInputs */

const en_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the new details`)
};

const de_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Details ansehen`)
};

const fr_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les nouveaux détails`)
};

const es_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los nuevos detalles`)
};

const pt_br2_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver os novos detalhes`)
};

const ja_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しい詳細を見る`)
};

const ko_mail_changed_action = /** @type {(inputs: Mail_Changed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변경된 내용 보기`)
};

/**
* | output |
* | --- |
* | "See the new details" |
*
* @param {Mail_Changed_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changed_action = /** @type {((inputs?: Mail_Changed_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_ActionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changed_action(inputs)
	if (locale === "fr") return fr_mail_changed_action(inputs)
	if (locale === "es") return es_mail_changed_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_action(inputs)
	if (locale === "ja") return ja_mail_changed_action(inputs)
	if (locale === "ko") return ko_mail_changed_action(inputs)
	return en_mail_changed_action(inputs)
});