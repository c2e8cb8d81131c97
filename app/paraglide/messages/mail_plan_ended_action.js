/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Plan_Ended_ActionInputs */

const en_mail_plan_ended_action = /** @type {(inputs: Mail_Plan_Ended_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan`)
};

const de_mail_plan_ended_action = /** @type {(inputs: Mail_Plan_Ended_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif wählen`)
};

const fr_mail_plan_ended_action = /** @type {(inputs: Mail_Plan_Ended_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une offre`)
};

const es_mail_plan_ended_action = /** @type {(inputs: Mail_Plan_Ended_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir un plan`)
};

const pt_br2_mail_plan_ended_action = /** @type {(inputs: Mail_Plan_Ended_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolher um plano`)
};

const ja_mail_plan_ended_action = /** @type {(inputs: Mail_Plan_Ended_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランを選ぶ`)
};

const ko_mail_plan_ended_action = /** @type {(inputs: Mail_Plan_Ended_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금제 선택`)
};

/**
* | output |
* | --- |
* | "Choose a plan" |
*
* @param {Mail_Plan_Ended_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_plan_ended_action = /** @type {((inputs?: Mail_Plan_Ended_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Ended_ActionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_plan_ended_action(inputs)
	if (locale === "fr") return fr_mail_plan_ended_action(inputs)
	if (locale === "es") return es_mail_plan_ended_action(inputs)
	if (locale === "pt-BR") return pt_br2_mail_plan_ended_action(inputs)
	if (locale === "ja") return ja_mail_plan_ended_action(inputs)
	if (locale === "ko") return ko_mail_plan_ended_action(inputs)
	return en_mail_plan_ended_action(inputs)
});