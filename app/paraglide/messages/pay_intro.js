/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_IntroInputs */

const en_pay_intro = /** @type {(inputs: Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each LAN center needs its own subscription. Plans are billed monthly; you can cancel at any time.`)
};

const de_pay_intro = /** @type {(inputs: Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes LAN-Center braucht ein eigenes Abonnement. Die Tarife werden monatlich abgerechnet; du kannst jederzeit kündigen.`)
};

const fr_pay_intro = /** @type {(inputs: Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque LAN center a besoin de son propre abonnement. Les formules sont facturées chaque mois ; vous pouvez résilier à tout moment.`)
};

const es_pay_intro = /** @type {(inputs: Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada LAN center necesita su propia suscripción. Los planes se cobran mensualmente; puedes cancelar en cualquier momento.`)
};

const pt_br2_pay_intro = /** @type {(inputs: Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada LAN center precisa de uma assinatura própria. Os planos são cobrados mensalmente; você pode cancelar a qualquer momento.`)
};

const ja_pay_intro = /** @type {(inputs: Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センターごとに個別のサブスクリプションが必要です。プランは毎月請求され、いつでも解約できます。`)
};

const ko_pay_intro = /** @type {(inputs: Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터마다 별도의 구독이 필요합니다. 요금제는 매월 청구되며 언제든지 해지할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Each LAN center needs its own subscription. Plans are billed monthly; you can cancel at any time." |
*
* @param {Pay_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_intro = /** @type {((inputs?: Pay_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_intro(inputs)
	if (locale === "fr") return fr_pay_intro(inputs)
	if (locale === "es") return es_pay_intro(inputs)
	if (locale === "pt-BR") return pt_br2_pay_intro(inputs)
	if (locale === "ja") return ja_pay_intro(inputs)
	if (locale === "ko") return ko_pay_intro(inputs)
	return en_pay_intro(inputs)
});