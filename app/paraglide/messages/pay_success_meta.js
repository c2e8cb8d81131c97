/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Success_MetaInputs */

const en_pay_success_meta = /** @type {(inputs: Pay_Success_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN Center Network payment went through; your center's plan is being activated.`)
};

const de_pay_success_meta = /** @type {(inputs: Pay_Success_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zahlung an LAN Center Network ist eingegangen; der Tarif deines Centers wird aktiviert.`)
};

const fr_pay_success_meta = /** @type {(inputs: Pay_Success_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement LAN Center Network a bien été effectué ; la formule de votre centre est en cours d'activation.`)
};

const es_pay_success_meta = /** @type {(inputs: Pay_Success_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago a LAN Center Network se ha completado; el plan de tu centro se está activando.`)
};

const pt_br2_pay_success_meta = /** @type {(inputs: Pay_Success_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pagamento à LAN Center Network foi concluído; o plano do seu centro está sendo ativado.`)
};

const ja_pay_success_meta = /** @type {(inputs: Pay_Success_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network へのお支払いが完了しました。センターのプランを有効化しています。`)
};

const ko_pay_success_meta = /** @type {(inputs: Pay_Success_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 결제가 완료되었습니다. 센터의 요금제를 활성화하는 중입니다.`)
};

/**
* | output |
* | --- |
* | "Your LAN Center Network payment went through; your center's plan is being activated." |
*
* @param {Pay_Success_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_success_meta = /** @type {((inputs?: Pay_Success_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Success_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_success_meta(inputs)
	if (locale === "fr") return fr_pay_success_meta(inputs)
	if (locale === "es") return es_pay_success_meta(inputs)
	if (locale === "pt-BR") return pt_br2_pay_success_meta(inputs)
	if (locale === "ja") return ja_pay_success_meta(inputs)
	if (locale === "ko") return ko_pay_success_meta(inputs)
	return en_pay_success_meta(inputs)
});