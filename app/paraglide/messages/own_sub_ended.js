/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_EndedInputs */

const en_own_sub_ended = /** @type {(inputs: Own_Sub_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription will end at the end of the billing period.`)
};

const de_own_sub_ended = /** @type {(inputs: Own_Sub_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Abonnement endet mit dem Ende des Abrechnungszeitraums.`)
};

const fr_own_sub_ended = /** @type {(inputs: Own_Sub_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement prendra fin à la fin de la période de facturation.`)
};

const es_own_sub_ended = /** @type {(inputs: Own_Sub_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu suscripción terminará al final del periodo de facturación.`)
};

const pt_br2_own_sub_ended = /** @type {(inputs: Own_Sub_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua assinatura terminará no fim do período de cobrança.`)
};

const ja_own_sub_ended = /** @type {(inputs: Own_Sub_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションは請求期間の終了時に終了します。`)
};

const ko_own_sub_ended = /** @type {(inputs: Own_Sub_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독은 결제 기간이 끝나면 종료됩니다.`)
};

/**
* | output |
* | --- |
* | "Your subscription will end at the end of the billing period." |
*
* @param {Own_Sub_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_ended = /** @type {((inputs?: Own_Sub_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_EndedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_ended(inputs)
	if (locale === "fr") return fr_own_sub_ended(inputs)
	if (locale === "es") return es_own_sub_ended(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_ended(inputs)
	if (locale === "ja") return ja_own_sub_ended(inputs)
	if (locale === "ko") return ko_own_sub_ended(inputs)
	return en_own_sub_ended(inputs)
});