/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Payment_Failed_BodyInputs */

const en_mail_payment_failed_body = /** @type {(inputs: Mail_Payment_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not charge your card for the plan of ${i?.center}.`)
};

const de_mail_payment_failed_body = /** @type {(inputs: Mail_Payment_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir konnten Ihre Karte für den Tarif von ${i?.center} nicht belasten.`)
};

const fr_mail_payment_failed_body = /** @type {(inputs: Mail_Payment_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu débiter votre carte pour l’offre de ${i?.center}.`)
};

const es_mail_payment_failed_body = /** @type {(inputs: Mail_Payment_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos cobrar el plan de ${i?.center} en tu tarjeta.`)
};

const pt_br2_mail_payment_failed_body = /** @type {(inputs: Mail_Payment_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não conseguimos cobrar o plano de ${i?.center} no seu cartão.`)
};

const ja_mail_payment_failed_body = /** @type {(inputs: Mail_Payment_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} のプランの料金をカードに請求できませんでした。`)
};

const ko_mail_payment_failed_body = /** @type {(inputs: Mail_Payment_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} 요금제 요금을 카드로 청구하지 못했습니다.`)
};

/**
* | output |
* | --- |
* | "We could not charge your card for the plan of {center}." |
*
* @param {Mail_Payment_Failed_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_payment_failed_body = /** @type {((inputs: Mail_Payment_Failed_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Payment_Failed_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_payment_failed_body(inputs)
	if (locale === "fr") return fr_mail_payment_failed_body(inputs)
	if (locale === "es") return es_mail_payment_failed_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_payment_failed_body(inputs)
	if (locale === "ja") return ja_mail_payment_failed_body(inputs)
	if (locale === "ko") return ko_mail_payment_failed_body(inputs)
	return en_mail_payment_failed_body(inputs)
});