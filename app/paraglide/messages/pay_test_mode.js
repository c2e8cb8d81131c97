/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Test_ModeInputs */

const en_pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mode: no real payments`)
};

const de_pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testmodus: keine echten Zahlungen`)
};

const fr_pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode test : aucun paiement réel`)
};

const es_pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo de prueba: sin pagos reales`)
};

const pt_br2_pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo de teste: nenhum pagamento real`)
};

const ja_pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`テストモード：実際の支払いは発生しません`)
};

const ko_pay_test_mode = /** @type {(inputs: Pay_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`테스트 모드: 실제 결제 없음`)
};

/**
* | output |
* | --- |
* | "Test mode: no real payments" |
*
* @param {Pay_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_test_mode = /** @type {((inputs?: Pay_Test_ModeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Test_ModeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_test_mode(inputs)
	if (locale === "fr") return fr_pay_test_mode(inputs)
	if (locale === "es") return es_pay_test_mode(inputs)
	if (locale === "pt-BR") return pt_br2_pay_test_mode(inputs)
	if (locale === "ja") return ja_pay_test_mode(inputs)
	if (locale === "ko") return ko_pay_test_mode(inputs)
	return en_pay_test_mode(inputs)
});